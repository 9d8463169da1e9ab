import { defaultRiskSettings, type RiskSettings } from '@khela/contracts/risk'
import type { SessionUser } from '@khela/contracts/session'
import type { Db } from '../../db/client.ts'
import { saveSettingsDocument } from '../settings/save-settings-document.ts'
import { findRiskSettings, riskSettingsKey } from './find-risk-settings.ts'

/**
 * Saves the risk thresholds with an audit entry of before and after, in one transaction; saving what is stored
 * records nothing. They apply to requests made after the save; flags already raised keep their own threshold.
 */
export async function updateRiskSettings(
  db: Db,
  change: { staff: SessionUser; settings: RiskSettings; ipAddress: string | null },
): Promise<RiskSettings> {
  return saveSettingsDocument(
    db,
    {
      key: riskSettingsKey,
      defaults: defaultRiskSettings,
      find: findRiskSettings,
      auditAction: 'risk.settings.update',
    },
    change,
  )
}
