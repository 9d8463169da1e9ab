import type { SessionUser } from '@khela/contracts/session'
import { defaultStaffAccountSettings, type StaffAccountSettings } from '@khela/contracts/settings'
import type { Db } from '../../db/client.ts'
import { findStaffAccountSettings, staffAccountSettingsKey } from './find-staff-account-settings.ts'
import { saveSettingsDocument } from './save-settings-document.ts'

/**
 * Saves who may give roles with an audit entry of before and after, in one transaction; saving what is stored
 * records nothing. It applies from the next account creation or role change.
 */
export async function updateStaffAccountSettings(
  db: Db,
  change: { staff: SessionUser; settings: StaffAccountSettings; ipAddress: string | null },
): Promise<StaffAccountSettings> {
  return saveSettingsDocument(
    db,
    {
      key: staffAccountSettingsKey,
      defaults: defaultStaffAccountSettings,
      find: findStaffAccountSettings,
      auditAction: 'staff_accounts.settings.update',
    },
    change,
  )
}
