import { zodResolver } from '@hookform/resolvers/zod'
import {
  type AccountSettings,
  type AccountSettingsInput,
  accountSettingsInput,
} from '@khela/contracts/settings'
import { useState } from 'react'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { applyApiFieldErrors } from '../../../lib/field-errors.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { PasswordPolicyFields } from './password-policy-fields.tsx'
import { RegistrationRulesFields } from './registration-rules-fields.tsx'
import { useUpdateAccountSettings } from './update-account-settings.ts'
import { settingsFields } from './use-settings-error-text.ts'

/** What the form sections share: the values as typed, the settings as the schema turns them out. */
export type AccountSettingsFormControl = UseFormReturn<AccountSettingsInput, unknown, AccountSettings>

/** The whole account settings document, checked as the admin types by the schema the API applies. */
export function AccountSettingsForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('admin')
  const form: AccountSettingsFormControl = useForm({
    resolver: zodResolver(accountSettingsInput),
    defaultValues: settings,
  })
  const update = useUpdateAccountSettings()
  const [failure, setFailure] = useState<string | null>(null)

  const submit = form.handleSubmit((changed) => {
    setFailure(null)
    update.mutate(changed, {
      onSuccess: (saved) => {
        form.reset(saved)
        notify('success', t('settings.saved'))
      },
      onError: (error) => {
        notify('error', t('settings.saveFailed'))
        if (!applyApiFieldErrors(form.setError, error, settingsFields)) setFailure(errorMessage(error))
      },
    })
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PasswordPolicyFields form={form} />
      <RegistrationRulesFields form={form} />
      <FormFailure message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          disabled={!form.formState.isDirty || update.isPending}
          onClick={() => {
            setFailure(null)
            form.reset()
          }}
          className={buttonClass('ghost')}
        >
          {t('settings.discard')}
        </button>
        <button type="submit" disabled={update.isPending} className={buttonClass('gold')}>
          {update.isPending ? '...' : t('settings.save')}
        </button>
      </div>
    </form>
  )
}
