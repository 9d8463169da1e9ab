import { isDeepStrictEqual } from 'node:util'
import type { SessionUser } from '@khela/contracts/session'
import type { SiteSettings } from '@khela/contracts/settings'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { defaultSiteSettings, findSiteSettings, siteSettingsKey } from './find-site-settings.ts'

/**
 * Saves the site settings with an audit entry of before and after, in one transaction, as the account settings
 * are saved. Saving what is already stored changes nothing and records nothing.
 */
export async function updateSiteSettings(
  db: Db,
  change: { staff: SessionUser; settings: SiteSettings; ipAddress: string | null },
): Promise<SiteSettings> {
  const { staff, settings } = change
  return db.transaction(async (tx) => {
    // Lock the row (creating it from the defaults first), so two admins saving at once go one after the other.
    await tx
      .insert(operatorSettings)
      .values({ key: siteSettingsKey, value: defaultSiteSettings })
      .onConflictDoNothing()
    await tx
      .select({ key: operatorSettings.key })
      .from(operatorSettings)
      .where(eq(operatorSettings.key, siteSettingsKey))
      .for('update')
    const before = await findSiteSettings(tx)
    if (isDeepStrictEqual(before, settings)) return before
    await tx
      .update(operatorSettings)
      .set({ value: settings, updatedAt: new Date(), updatedBy: staff.id })
      .where(eq(operatorSettings.key, siteSettingsKey))
    const after = await findSiteSettings(tx)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'settings.update',
      recordType: 'operator_settings',
      recordId: siteSettingsKey,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
