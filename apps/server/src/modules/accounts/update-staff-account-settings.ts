import { isDeepStrictEqual } from 'node:util'
import type { SessionUser } from '@khela/contracts/session'
import { defaultStaffAccountSettings, type StaffAccountSettings } from '@khela/contracts/settings'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findStaffAccountSettings, staffAccountSettingsKey } from './find-staff-account-settings.ts'

/**
 * Saves who may give roles with an audit entry of before and after, in one transaction; saving what is stored
 * records nothing. It applies from the next account creation or role change.
 */
export async function updateStaffAccountSettings(
  db: Db,
  change: { staff: SessionUser; settings: StaffAccountSettings; ipAddress: string | null },
): Promise<StaffAccountSettings> {
  const { staff, settings } = change
  return db.transaction(async (tx) => {
    // The row, made from the defaults if no one has saved yet, is locked so two saves apply in turn.
    await tx
      .insert(operatorSettings)
      .values({ key: staffAccountSettingsKey, value: defaultStaffAccountSettings })
      .onConflictDoNothing()
    await tx
      .select({ key: operatorSettings.key })
      .from(operatorSettings)
      .where(eq(operatorSettings.key, staffAccountSettingsKey))
      .for('update')
    const before = await findStaffAccountSettings(tx)
    if (isDeepStrictEqual(before, settings)) return before
    await tx
      .update(operatorSettings)
      .set({ value: settings, updatedAt: new Date(), updatedBy: staff.id })
      .where(eq(operatorSettings.key, staffAccountSettingsKey))
    const after = await findStaffAccountSettings(tx)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'staff_accounts.settings.update',
      recordType: 'operator_settings',
      recordId: staffAccountSettingsKey,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
