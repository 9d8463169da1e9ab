import {
  countries,
  currencies,
  currencySymbols,
  type RegistrationCompletion,
  type RegistrationSettings,
  welcomeOffers,
} from '@khela/contracts/accounts'
import { useId, useMemo } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { useFieldErrorText } from '../../lib/use-field-error-text.ts'
import { PromoCodeField } from './promo-code-field.tsx'
import type { PromoQuery } from './use-check-promo-code.ts'

const selectClass = `${inputClass} appearance-none`

function todayIso(): string {
  return new Date().toISOString().slice(0, 10)
}

interface PlayerDetailsFieldsProps {
  settings: RegistrationSettings
  register: UseFormRegister<RegistrationCompletion>
  errors: FieldErrors<RegistrationCompletion>
  readPromo: () => PromoQuery
}

/**
 * What registration asks besides email and password: currency, welcome offer, date of birth, country, promo
 * code and consent. The registration form shows them, and so does completing a Google sign-up.
 */
export function PlayerDetailsFields({ settings, register, errors, readPromo }: PlayerDetailsFieldsProps) {
  const { t } = useTranslation()
  const fieldErrorText = useFieldErrorText(settings)
  const language = currentLanguage()
  const countryNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language])
  const termsErrorId = useId()

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth.fields.currency')} error={fieldErrorText(errors.currency?.message)}>
          {(control) => (
            <select {...control} {...register('currency')} className={selectClass}>
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
            <select {...control} {...register('offer')} className={selectClass}>
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
              {...register('dateOfBirth')}
              type="date"
              max={todayIso()}
              autoComplete="bday"
              className={`${inputClass} scheme-dark`}
            />
          )}
        </FormField>
        <FormField label={t('auth.fields.country')} error={fieldErrorText(errors.country?.message)}>
          {(control) => (
            <select {...control} {...register('country')} autoComplete="country" className={selectClass}>
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
        field={register('promoCode')}
        readPromo={readPromo}
        error={fieldErrorText(errors.promoCode?.message)}
      />
      <div>
        <label className="flex items-start gap-2.5 text-sm text-slate-300">
          <input
            type="checkbox"
            {...register('termsAccepted')}
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
    </>
  )
}
