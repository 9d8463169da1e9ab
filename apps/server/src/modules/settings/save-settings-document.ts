import { isDeepStrictEqual } from 'node:util'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'

/** One of the operator's documents, as the domain that owns it describes it. */
export type SettingsDocument<T> = {
  key: string
  defaults: T
  /** The owner's read: the stored document parsed, or the defaults. */
  find(db: Db): Promise<T>
  /** The audit action of a save, e.g. `risk.settings.update`. */
  auditAction: string
}

/**
 * Saves a settings document with an audit entry of before and after, in one transaction. Saving what is stored
 * changes nothing and records nothing.
 */
export async function saveSettingsDocument<T>(
  db: Db,
  document: SettingsDocument<T>,
  change: { staff: SessionUser; settings: T; ipAddress: string | null },
): Promise<T> {
  const { key } = document
  const { staff, settings } = change
  return db.transaction(async (tx) => {
    // Lock the row (made from the defaults if no one has saved yet), so two saves at once apply in turn and each
    // audit entry's "before" is what the other left.
    await tx.insert(operatorSettings).values({ key, value: document.defaults }).onConflictDoNothing()
    await tx
      .select({ key: operatorSettings.key })
      .from(operatorSettings)
      .where(eq(operatorSettings.key, key))
      .for('update')
    const before = await document.find(tx)
    if (isDeepStrictEqual(before, settings)) return before
    await tx
      .update(operatorSettings)
      .set({ value: settings, updatedAt: new Date(), updatedBy: staff.id })
      .where(eq(operatorSettings.key, key))
    const after = await document.find(tx)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: document.auditAction,
      recordType: 'operator_settings',
      recordId: key,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
