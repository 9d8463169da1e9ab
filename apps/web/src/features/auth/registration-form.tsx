import { zodResolver } from '@hookform/resolvers/zod'
import {
  countries,
  currencies,
  type RegistrationSettings,
  registrationInputFor,
  welcomeOffers,
} from '@khela/contracts/accounts'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass, phoneInputProps } from '../../components/ui/form-field.tsx'
import { PasswordRulesList } from '../../components/ui/password-rules-list.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { applyApiFieldErrors } from '../../lib/field-errors.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { closeModal, modalReturnTo } from '../../lib/modal-store.ts'
import { notify } from '../../lib/toast.ts'
import { useFieldErrorText } from '../../lib/use-field-error-text.ts'
import { PlayerDetailsFields } from './player-details-fields.tsx'
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
        {(control) => <input {...control} {...form.register('phone')} {...phoneInputProps} />}
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
      <PlayerDetailsFields
        settings={settings}
        register={form.register}
        errors={errors}
        readPromo={() => ({
          code: form.getValues('promoCode') ?? '',
          currency: form.getValues('currency'),
          country: form.getValues('country'),
        })}
      />
      <FormFailure message={failure} />
      <button type="submit" disabled={register.isPending} className={`${buttonClass('gold', 'lg')} w-full`}>
        {register.isPending ? '...' : t('auth.registration.submit')}
      </button>
    </form>
  )
}
