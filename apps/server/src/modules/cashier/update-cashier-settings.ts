import { isDeepStrictEqual } from 'node:util'
import { type CashierSettings, defaultCashierSettings } from '@khela/contracts/cashier'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { cashierSettingsKey, findCashierSettings } from './find-cashier-settings.ts'

/**
 * Saves the cashier's rules with an audit entry of before and after, in one transaction. Saving what is already
 * stored changes nothing and records nothing. A withdrawal keeps the threshold of the moment it was requested.
 */
export async function updateCashierSettings(
  db: Db,
  change: { staff: SessionUser; settings: CashierSettings; ipAddress: string | null },
): Promise<CashierSettings> {
  const { staff, settings } = change
  return db.transaction(async (tx) => {
    // Lock the row (created from the defaults if no one has saved yet), so two saves at once apply in turn and
    // each audit entry's "before" is what the other left.
    await tx
      .insert(operatorSettings)
      .values({ key: cashierSettingsKey, value: defaultCashierSettings })
      .onConflictDoNothing()
    await tx
      .select({ key: operatorSettings.key })
      .from(operatorSettings)
      .where(eq(operatorSettings.key, cashierSettingsKey))
      .for('update')
    const before = await findCashierSettings(tx)
    if (isDeepStrictEqual(before, settings)) return before
    await tx
      .update(operatorSettings)
      .set({ value: settings, updatedAt: new Date(), updatedBy: staff.id })
      .where(eq(operatorSettings.key, cashierSettingsKey))
    const after = await findCashierSettings(tx)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'cashier.settings.update',
      recordType: 'operator_settings',
      recordId: cashierSettingsKey,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
