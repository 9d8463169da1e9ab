import { isDeepStrictEqual } from 'node:util'
import { type ComplianceSettings, defaultComplianceSettings } from '@khela/contracts/compliance'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import { operatorSettings } from '../../db/schema/settings.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { complianceSettingsKey, findComplianceSettings } from './find-compliance-settings.ts'

/**
 * Saves the compliance settings with an audit entry of before and after, in one transaction. Nothing caches them:
 * the footer, the cashier's KYC rules and the IP check read the row on each request, so a save applies on every
 * instance from the next one. Saving what is already stored changes nothing and records nothing.
 */
export async function updateComplianceSettings(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; settings: ComplianceSettings; ipAddress: string | null },
): Promise<ComplianceSettings> {
  const { settings } = change
  return database.db.transaction(async (tx) => {
    // Lock the row (created from the defaults if no one has saved yet), so two admins saving at once are applied
    // one after the other and each audit entry's "before" is what the other left.
    await tx
      .insert(operatorSettings)
      .values({ key: complianceSettingsKey, value: defaultComplianceSettings })
      .onConflictDoNothing()
    await tx
      .select({ key: operatorSettings.key })
      .from(operatorSettings)
      .where(eq(operatorSettings.key, complianceSettingsKey))
      .for('update')
    const before = await findComplianceSettings(tx)
    if (isDeepStrictEqual(before, settings)) return before
    await tx
      .update(operatorSettings)
      .set({ value: settings, updatedAt: new Date(), updatedBy: change.staff.id })
      .where(eq(operatorSettings.key, complianceSettingsKey))
    const after = await findComplianceSettings(tx)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'compliance.settings.update',
      recordType: 'operator_settings',
      recordId: complianceSettingsKey,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
