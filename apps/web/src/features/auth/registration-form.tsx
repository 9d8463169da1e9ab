import { zodResolver } from '@hookform/resolvers/zod'
import {
  countries,
  currencies,
  currencySymbols,
  type RegistrationSettings,
  registrationInputFor,
  welcomeOffers,
} from '@khela/contracts/accounts'
import { useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { PasswordRulesList } from '../../components/ui/password-rules-list.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { applyApiFieldErrors } from '../../lib/field-errors.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { closeModal, modalReturnTo } from '../../lib/modal-store.ts'
import { notify } from '../../lib/toast.ts'
import { useFieldErrorText } from '../../lib/use-field-error-text.ts'
import { PromoCodeField } from './promo-code-field.tsx'
import { useRegister } from './use-register.ts'

const formFields = [
  'email',
  'phone',
  'password',
  'currency',
  'offer',
  'dateOfBirth',
  'country',
  'promoCode',
  'termsAccepted',
] as const

const selectClass = `${inputClass} appearance-none`

function todayIso(): string {
  return new Date().toISOString().slice(0, 10)
}

export function RegistrationForm({ settings }: { settings: RegistrationSettings }) {
  const { t } = useTranslation()
  const fieldErrorText = useFieldErrorText(settings)
  const navigate = useNavigate()
  const register = useRegister()
  const [failure, setFailure] = useState<string | null>(null)
  const schema = useMemo(() => registrationInputFor(settings), [settings])
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      email: '',
      phone: '',
      password: '',
      currency: currencies[0],
      offer: welcomeOffers[0],
      dateOfBirth: '',
      country: countries[0],
      promoCode: '',
    },
  })
  const password = useWatch({ control: form.control, name: 'password' })
  const { errors } = form.formState
  const language = currentLanguage()
  const countryNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language])
  const termsErrorId = useId()

  const submit = form.handleSubmit((registration) => {
    setFailure(null)
    register.mutate(registration, {
      onSuccess: () => {
        notify('success', t('auth.registration.success'))
        const returnTo = modalReturnTo()
        closeModal()
        if (returnTo) navigate(returnTo)
      },
      onError: (error) => {
        notify('error', t('auth.registration.failed'))
        if (!applyApiFieldErrors(form.setError, error, formFields)) setFailure(errorMessage(error))
      },
    })
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('auth.fields.email')} error={fieldErrorText(errors.email?.message)}>
        {(control) => (
          <input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={t('auth.fields.phone')} error={fieldErrorText(errors.phone?.message)}>
        {(control) => (
          <input
            {...control}
            {...form.register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label={t('auth.fields.password')}
        error={fieldErrorText(errors.password?.message)}
        hint={<PasswordRulesList password={password} policy={settings.passwordPolicy} />}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="new-password"
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth.fields.currency')} error={fieldErrorText(errors.currency?.message)}>
          {(control) => (
            <select {...control} {...form.register('currency')} className={selectClass}>
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currencySymbols[currency] ? `${currency} ${currencySymbols[currency]}` : currency}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('auth.fields.offer')} error={fieldErrorText(errors.offer?.message)}>
          {(control) => (
            <select {...control} {...form.register('offer')} className={selectClass}>
              {welcomeOffers.map((offer) => (
                <option key={offer} value={offer}>
                  {t(`auth.offers.${offer}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('auth.fields.dateOfBirth')} error={fieldErrorText(errors.dateOfBirth?.message)}>
          {(control) => (
            <input
              {...control}
              {...form.register('dateOfBirth')}
              type="date"
              max={todayIso()}
              autoComplete="bday"
              className={`${inputClass} scheme-dark`}
            />
          )}
        </FormField>
        <FormField label={t('auth.fields.country')} error={fieldErrorText(errors.country?.message)}>
          {(control) => (
            <select {...control} {...form.register('country')} autoComplete="country" className={selectClass}>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {countryNames.of(country) ?? country}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <PromoCodeField
        field={form.register('promoCode')}
        readCode={() => form.getValues('promoCode') ?? ''}
        error={fieldErrorText(errors.promoCode?.message)}
      />
      <div>
        <label className="flex items-start gap-2.5 text-sm text-slate-300">
          <input
            type="checkbox"
            {...form.register('termsAccepted')}
            aria-invalid={Boolean(errors.termsAccepted)}
            aria-describedby={errors.termsAccepted ? termsErrorId : undefined}
            className="mt-0.5 size-4 shrink-0 accent-gold-500"
          />
          <span>
            {t('auth.registration.terms', { minimumAge: settings.minimumAge })}{' '}
            <a href="/rules" target="_blank" rel="noopener" className="font-semibold text-gold-400 underline">
              {t('auth.registration.termsLink')}
            </a>
          </span>
        </label>
        {errors.termsAccepted && (
          <p id={termsErrorId} className="mt-1 text-xs font-medium text-ember-500">
            {fieldErrorText(errors.termsAccepted.message)}
          </p>
        )}
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-ember-500/40 bg-ember-500/10 px-3 py-2 text-sm text-ember-500"
        >
          {failure}
        </p>
      )}
      <button type="submit" disabled={register.isPending} className={`${buttonClass('gold', 'lg')} w-full`}>
        {register.isPending ? '...' : t('auth.registration.submit')}
      </button>
    </form>
  )
}
