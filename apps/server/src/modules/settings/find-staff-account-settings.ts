import {
  defaultStaffAccountSettings,
  type StaffAccountSettings,
  staffAccountSettings,
} from '@khela/contracts/settings'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from './find-settings-document.ts'

/** The operator_settings key of who may give roles besides administrators. */
export const staffAccountSettingsKey = 'staff-accounts'

/**
 * Who may give roles, read on every account creation and role change and never cached, so turning it off
 * applies from the next request on every instance; the default (administrators only) applies until an admin saves.
 */
export async function findStaffAccountSettings(db: Pick<Db, 'select'>): Promise<StaffAccountSettings> {
  const stored = await findSettingsDocument(db, staffAccountSettingsKey)
  const parsed = staffAccountSettings.safeParse(stored)
  return parsed.success ? parsed.data : defaultStaffAccountSettings
}
