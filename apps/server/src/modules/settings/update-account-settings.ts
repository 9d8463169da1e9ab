import { isDeepStrictEqual } from 'node:util'
import type { SessionUser } from '@khela/contracts/session'
import type { AccountSettings } from '@khela/contracts/settings'
import { eq } from 'drizzle-orm'
import { operatorSettings } from '../../db/schema/settings.ts'
import type { Services } from '../../services.ts'
import {
  defaultRegistrationSettings,
  registrationSettingsKey,
} from '../accounts/find-registration-settings.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAccountSettings } from './find-account-settings.ts'

/**
 * Saves the operator's account settings with an audit entry of before and after, in one transaction. Nothing is
 * cached anywhere: every instance reads the row on each registration, password change and settings request,
 * so the change applies everywhere from the next request. Saving what is already stored changes nothing and
 * records nothing.
 */
export async function updateAccountSettings(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; settings: AccountSettings; ipAddress: string | null },
): Promise<AccountSettings> {
  const { staff, settings } = change
  return database.db.transaction(async (tx) => {
    // Lock the row (creating it from the defaults if no one has saved yet), so two admins saving at once are
    // applied one after the other and each audit entry's "before" is what the other left.
    await tx
      .insert(operatorSettings)
      .values({ key: registrationSettingsKey, value: defaultRegistrationSettings })
      .onConflictDoNothing()
    await tx
      .select({ key: operatorSettings.key })
      .from(operatorSettings)
      .where(eq(operatorSettings.key, registrationSettingsKey))
      .for('update')
    const before = await findAccountSettings(tx)
    if (isDeepStrictEqual(before, settings)) return before
    await tx
      .update(operatorSettings)
      .set({ value: settings, updatedAt: new Date(), updatedBy: staff.id })
      .where(eq(operatorSettings.key, registrationSettingsKey))
    const after = await findAccountSettings(tx)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'settings.update',
      recordType: 'operator_settings',
      recordId: registrationSettingsKey,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
