import { type CashierSettings, cashierSettings, defaultCashierSettings } from '@khela/contracts/cashier'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from '../settings/find-settings-document.ts'

/** The operator_settings key of the cashier's document. */
export const cashierSettingsKey = 'cashier'

/**
 * The cashier's rules (the second-approval threshold), read on every request and never cached, so a change in
 * Settings → Banking applies from the next withdrawal. The defaults apply until someone saves.
 */
export async function findCashierSettings(db: Pick<Db, 'select'>): Promise<CashierSettings> {
  const stored = await findSettingsDocument(db, cashierSettingsKey)
  const parsed = cashierSettings.safeParse(stored)
  return parsed.success ? parsed.data : defaultCashierSettings
}
