import {
  defaultStaffAccountSettings,
  type StaffAccountSettings,
  staffAccountSettings,
} from '@khela/contracts/settings'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'

/** The operator_settings key of who may give roles besides administrators. */
export const staffAccountSettingsKey = 'staff-accounts'

/**
 * Who may give roles, read on every account creation and role change and never cached, so turning it off
 * applies from the next request on every instance; the default (administrators only) applies until an admin saves.
 */
export async function findStaffAccountSettings(db: Pick<Db, 'select'>): Promise<StaffAccountSettings> {
  const [row] = await db
    .select({ value: operatorSettings.value })
    .from(operatorSettings)
    .where(eq(operatorSettings.key, staffAccountSettingsKey))
  const parsed = staffAccountSettings.safeParse(row?.value)
  return parsed.success ? parsed.data : defaultStaffAccountSettings
}
