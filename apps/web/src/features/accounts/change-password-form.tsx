import { zodResolver } from '@hookform/resolvers/zod'
import { passwordChange } from '@khela/contracts/accounts'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { PasswordRulesList } from '../../components/ui/password-rules-list.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { applyApiFieldErrors } from '../../lib/field-errors.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/toast.ts'
import { useFieldErrorText } from '../../lib/use-field-error-text.ts'
import { useRegistrationSettings } from '../../lib/use-registration-settings.ts'
import { useChangePassword } from './change-password.ts'

const formFields = ['currentPassword', 'newPassword'] as const

/** The current password proves it is the player; the server checks the new one against the operator's policy. */
export function ChangePasswordForm() {
  const { t } = useTranslation()
  const settings = useRegistrationSettings()
  const fieldErrorText = useFieldErrorText(settings.data)
  const change = useChangePassword()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(passwordChange),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const newPassword = useWatch({ control: form.control, name: 'newPassword' })
  const { errors } = form.formState

  const submit = form.handleSubmit((passwords) => {
    setFailure(null)
    change.mutate(passwords, {
      onSuccess: () => {
        notify('success', t('profile.password.changed'))
        form.reset()
      },
      onError: (error) => {
        notify('error', t('profile.password.failed'))
        if (!applyApiFieldErrors(form.setError, error, formFields)) setFailure(errorMessage(error))
      },
    })
  })

  return (
    <section aria-labelledby="profile-password" className="space-y-4">
      <h2 id="profile-password" className="text-base font-bold text-white">
        {t('profile.password.title')}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label={t('profile.password.current')}
          error={fieldErrorText(errors.currentPassword?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('currentPassword')}
              type="password"
              autoComplete="current-password"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label={t('profile.password.new')}
          error={fieldErrorText(errors.newPassword?.message)}
          hint={
            settings.data && (
              <PasswordRulesList password={newPassword} policy={settings.data.passwordPolicy} />
            )
          }
        >
          {(control) => (
            <input
              {...control}
              {...form.register('newPassword')}
              type="password"
              autoComplete="new-password"
              className={inputClass}
            />
          )}
        </FormField>
        <FormFailure message={failure} />
        <button type="submit" disabled={change.isPending} className={buttonClass('gold')}>
          {change.isPending ? '...' : t('profile.password.submit')}
        </button>
      </form>
    </section>
  )
}
