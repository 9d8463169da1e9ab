import { isDeepStrictEqual } from 'node:util'
import { defaultRiskSettings, type RiskSettings } from '@khela/contracts/risk'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findRiskSettings, riskSettingsKey } from './find-risk-settings.ts'

/**
 * Saves the risk thresholds with an audit entry of before and after, in one transaction; saving what is stored
 * records nothing. They apply to requests made after the save; flags already raised keep their own threshold.
 */
export async function updateRiskSettings(
  db: Db,
  change: { staff: SessionUser; settings: RiskSettings; ipAddress: string | null },
): Promise<RiskSettings> {
  const { staff, settings } = change
  return db.transaction(async (tx) => {
    // The row, made from the defaults if no one has saved yet, is locked so two saves apply in turn.
    await tx
      .insert(operatorSettings)
      .values({ key: riskSettingsKey, value: defaultRiskSettings })
      .onConflictDoNothing()
    await tx
      .select({ key: operatorSettings.key })
      .from(operatorSettings)
      .where(eq(operatorSettings.key, riskSettingsKey))
      .for('update')
    const before = await findRiskSettings(tx)
    if (isDeepStrictEqual(before, settings)) return before
    await tx
      .update(operatorSettings)
      .set({ value: settings, updatedAt: new Date(), updatedBy: staff.id })
      .where(eq(operatorSettings.key, riskSettingsKey))
    const after = await findRiskSettings(tx)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'risk.settings.update',
      recordType: 'operator_settings',
      recordId: riskSettingsKey,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
