import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Settings } from 'lucide-react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { AccountSettingsForm } from './account-settings-form.tsx'
import { useAccountSettings } from './find-account-settings.ts'
import { StaffAccountsSection } from './staff-accounts-section.tsx'

/**
 * /dashboard/settings: the operator's account rules and who may give staff roles. Admins only, as the API checks
 * (`settings.write`).
 */
export function AccountSettingsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('sections.settings.title')
  if (!hasPermission(viewer.role, 'settings.write')) {
    return (
      <>
        <PageHeader title={title} icon={Settings} />
        <EmptyState
          icon={Settings}
          title={t('settings.adminsOnly.title')}
          body={t('settings.adminsOnly.body')}
        />
      </>
    )
  }
  return (
    <>
      <PageHeader title={title} icon={Settings} />
      <div className="space-y-10">
        <AccountSettingsSection />
        <StaffAccountsSection />
      </div>
    </>
  )
}

function AccountSettingsSection() {
  const { t } = useTranslation('admin')
  const settings = useAccountSettings()
  return (
    <section aria-labelledby="account-settings" className="space-y-4">
      <div>
        <h2 id="account-settings" className="text-base font-bold text-white">
          {t('settings.accounts.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('settings.accounts.intro')}</p>
      </div>
      {settings.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : settings.isError ? (
        <div role="alert" className="rounded-xl border border-ember-500/40 bg-ember-500/10 p-4 text-sm">
          <p className="font-semibold text-white">{t('settings.loadFailed')}</p>
          <p className="mt-1 text-slate-300">{errorMessage(settings.error)}</p>
          <button
            type="button"
            onClick={() => settings.refetch()}
            className={`${buttonClass('outline', 'sm')} mt-3`}
          >
            {t('settings.retry')}
          </button>
        </div>
      ) : (
        <AccountSettingsForm settings={settings.data} />
      )}
    </section>
  )
}
