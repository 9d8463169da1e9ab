import type { SessionUser } from '@khela/contracts/session'
import type { AccountSettings } from '@khela/contracts/settings'
import type { Services } from '../../services.ts'
import { findAccountSettings } from './find-account-settings.ts'
import { defaultRegistrationSettings, registrationSettingsKey } from './find-registration-settings.ts'
import { saveSettingsDocument } from './save-settings-document.ts'

/**
 * Saves the operator's account settings with an audit entry of before and after, in one transaction. Nothing is
 * cached anywhere: every instance reads the row on each registration, password change and settings request,
 * so the change applies everywhere from the next request. Saving what is already stored changes nothing and
 * records nothing.
 */
export async function updateAccountSettings(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; settings: AccountSettings; ipAddress: string | null },
): Promise<AccountSettings> {
  return saveSettingsDocument(
    database.db,
    {
      key: registrationSettingsKey,
      defaults: defaultRegistrationSettings,
      find: findAccountSettings,
      auditAction: 'settings.update',
    },
    change,
  )
}
