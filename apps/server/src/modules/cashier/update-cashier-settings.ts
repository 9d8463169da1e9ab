import { type CashierSettings, defaultCashierSettings } from '@khela/contracts/cashier'
import type { SessionUser } from '@khela/contracts/session'
import type { Db } from '../../db/client.ts'
import { saveSettingsDocument } from '../settings/save-settings-document.ts'
import { cashierSettingsKey, findCashierSettings } from './find-cashier-settings.ts'

/**
 * Saves the cashier's rules with an audit entry of before and after, in one transaction. Saving what is already
 * stored changes nothing and records nothing. A withdrawal keeps the threshold of the moment it was requested.
 */
export async function updateCashierSettings(
  db: Db,
  change: { staff: SessionUser; settings: CashierSettings; ipAddress: string | null },
): Promise<CashierSettings> {
  return saveSettingsDocument(
    db,
    {
      key: cashierSettingsKey,
      defaults: defaultCashierSettings,
      find: findCashierSettings,
      auditAction: 'cashier.settings.update',
    },
    change,
  )
}
