import { zodResolver } from '@hookform/resolvers/zod'
import {
  countries,
  currencies,
  type RegistrationSettings,
  registrationCompletionFor,
  welcomeOffers,
} from '@khela/contracts/accounts'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, phoneInputProps } from '../../components/ui/form-field.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { applyApiFieldErrors } from '../../lib/field-errors.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { closeModal, modalReturnTo } from '../../lib/modal-store.ts'
import { notify } from '../../lib/toast.ts'
import { useFieldErrorText } from '../../lib/use-field-error-text.ts'
import { useRegistrationSettings } from '../../lib/use-registration-settings.ts'
import { PlayerDetailsFields } from './player-details-fields.tsx'
import { useCompleteRegistration } from './use-complete-registration.ts'

const formFields = [
  'phone',
  'currency',
  'offer',
  'dateOfBirth',
  'country',
  'promoCode',
  'termsAccepted',
] as const

/** Content of the modal that follows a first Google sign-in: the rest of what registration asks. */
export function CompleteRegistrationPanel() {
  const { t } = useTranslation()
  const settings = useRegistrationSettings()
  return (
    <div className="space-y-4 p-5">
      <p className="text-sm text-slate-300">{t('auth.completion.intro')}</p>
      {settings.data ? (
        <CompleteRegistrationForm settings={settings.data} />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-ember-500">
          {errorMessage(settings.error)}
        </p>
      ) : (
        <Spinner label={t('status.loading')} />
      )}
    </div>
  )
}

function CompleteRegistrationForm({ settings }: { settings: RegistrationSettings }) {
  const { t } = useTranslation()
  const fieldErrorText = useFieldErrorText(settings)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const completion = useCompleteRegistration()
  const [failure, setFailure] = useState<string | null>(null)
  const schema = useMemo(() => registrationCompletionFor(settings), [settings])
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      phone: '',
      currency: currencies[0],
      offer: welcomeOffers[0],
      dateOfBirth: '',
      country: countries[0],
      promoCode: '',
    },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((details) => {
    setFailure(null)
    completion.mutate(details, {
      onSuccess: async () => {
        // The profile, and whatever else waited on it, is there now.
        await queryClient.invalidateQueries()
        notify('success', t('auth.completion.success'))
        const returnTo = modalReturnTo()
        closeModal()
        if (returnTo) navigate(returnTo)
      },
      onError: (error) => {
        notify('error', t('auth.completion.failed'))
        if (!applyApiFieldErrors(form.setError, error, formFields)) setFailure(errorMessage(error))
      },
    })
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('auth.fields.phone')} error={fieldErrorText(errors.phone?.message)}>
        {(control) => <input {...control} {...form.register('phone')} {...phoneInputProps} />}
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
      <button type="submit" disabled={completion.isPending} className={`${buttonClass('gold', 'lg')} w-full`}>
        {completion.isPending ? '...' : t('auth.completion.submit')}
      </button>
    </form>
  )
}
