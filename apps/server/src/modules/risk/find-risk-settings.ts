import { defaultRiskSettings, type RiskSettings, riskSettings } from '@khela/contracts/risk'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from '../settings/find-settings-document.ts'

/** The operator_settings key of the risk thresholds. */
export const riskSettingsKey = 'risk'

/** The risk thresholds, read on every use and never cached; the defaults apply until an admin saves. */
export async function findRiskSettings(db: Pick<Db, 'select'>): Promise<RiskSettings> {
  const stored = await findSettingsDocument(db, riskSettingsKey)
  const parsed = riskSettings.safeParse(stored)
  return parsed.success ? parsed.data : defaultRiskSettings
}
