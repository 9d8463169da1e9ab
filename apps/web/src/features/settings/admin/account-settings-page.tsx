import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Settings } from 'lucide-react'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { AccountSettingsForm } from './account-settings-form.tsx'
import { useAccountSettings } from './find-account-settings.ts'
import { SettingsSection } from './settings-section.tsx'
import { SiteSettingsSection } from './site-settings-section.tsx'
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
        <SiteSettingsSection />
      </div>
    </>
  )
}

function AccountSettingsSection() {
  const { t } = useTranslation('admin')
  return (
    <SettingsSection
      id="account-settings"
      title={t('settings.accounts.title')}
      intro={t('settings.accounts.intro')}
      settings={useAccountSettings()}
    >
      {(settings) => <AccountSettingsForm settings={settings} />}
    </SettingsSection>
  )
}
