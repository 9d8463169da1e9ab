import { isDeepStrictEqual } from 'node:util'
import { defaultOriginalsSettings, type OriginalsSettings } from '@khela/contracts/originals'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findOriginalsSettings, originalsSettingsKey } from './find-originals-settings.ts'

/**
 * Saves the games' limits, edges and switches with an audit entry of before and after, in one transaction. Saving
 * what is stored changes nothing and records nothing. An edge applies from each player's next seed pair and the next
 * Crash round, since pairs and rounds keep the edge they were made with.
 */
export async function saveOriginalsSettings(
  db: Db,
  change: { staff: SessionUser; settings: OriginalsSettings; ipAddress: string | null },
): Promise<OriginalsSettings> {
  const { staff, settings } = change
  return db.transaction(async (tx) => {
    // Lock the row (made from the defaults if no one has saved yet), so two saves at once apply in turn and each
    // audit entry's "before" is what the other left.
    await tx
      .insert(operatorSettings)
      .values({ key: originalsSettingsKey, value: defaultOriginalsSettings })
      .onConflictDoNothing()
    await tx
      .select({ key: operatorSettings.key })
      .from(operatorSettings)
      .where(eq(operatorSettings.key, originalsSettingsKey))
      .for('update')
    const before = await findOriginalsSettings(tx)
    if (isDeepStrictEqual(before, settings)) return before
    await tx
      .update(operatorSettings)
      .set({ value: settings, updatedAt: new Date(), updatedBy: staff.id })
      .where(eq(operatorSettings.key, originalsSettingsKey))
    const after = await findOriginalsSettings(tx)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'originals.settings.update',
      recordType: 'operator_settings',
      recordId: originalsSettingsKey,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
