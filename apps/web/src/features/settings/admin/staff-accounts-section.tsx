import { type StaffAccountSettings, staffAccountSettings } from '@khela/contracts/settings'
import { useWatch } from 'react-hook-form'
import { useStaffAccountSettings } from '../../../components/admin/use-staff-account-settings.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { SettingsSection } from './settings-section.tsx'
import { useUpdateStaffAccountSettings } from './update-staff-account-settings.ts'

/** Settings → Staff accounts: whether user managers, not only administrators, may create accounts and change roles. */
export function StaffAccountsSection() {
  const { t } = useTranslation('admin')
  return (
    <SettingsSection
      id="staff-account-settings"
      title={t('settings.staffAccounts.title')}
      intro={t('settings.staffAccounts.intro')}
      settings={useStaffAccountSettings()}
    >
      {(settings) => <StaffAccountsForm settings={settings} />}
    </SettingsSection>
  )
}

function StaffAccountsForm({ settings }: { settings: StaffAccountSettings }) {
  const { t } = useTranslation('admin')
  const update = useUpdateStaffAccountSettings()
  const form = useZodForm(staffAccountSettings, settings)
  const { failure, clear, fail } = useSubmitFailure(form.setError, [])
  const canNonAdminsGrantRoles = useWatch({ control: form.control, name: 'canNonAdminsGrantRoles' })
  const isChanged = canNonAdminsGrantRoles !== settings.canNonAdminsGrantRoles

  return (
    <form
      noValidate
      className="space-y-4 rounded-xl border border-night-700 bg-night-850 p-4"
      onSubmit={form.handleSubmit((changed) => {
        clear()
        update.mutate(changed, {
          onSuccess: () => notify('success', t('settings.staffAccounts.saved')),
          onError: (error) => {
            notify('error', t('settings.saveFailed'))
            fail(error)
          },
        })
      })}
    >
      <label className="flex items-start gap-2.5 text-sm text-slate-200">
        <input
          type="checkbox"
          {...form.register('canNonAdminsGrantRoles')}
          aria-describedby="staff-account-settings-hint"
          className="mt-0.5 size-4 accent-gold-500"
        />
        {t('settings.staffAccounts.canNonAdminsGrantRoles')}
      </label>
      <p id="staff-account-settings-hint" className="text-xs text-slate-500">
        {t('settings.staffAccounts.hint')}
      </p>
      <FormFailure message={failure} />
      <div className="flex justify-end">
        <button type="submit" disabled={!isChanged || update.isPending} className={buttonClass('gold')}>
          {update.isPending ? '...' : t('settings.staffAccounts.save')}
        </button>
      </div>
    </form>
  )
}
