import { defaultRiskSettings, type RiskSettings, riskSettings } from '@khela/contracts/risk'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from '../settings/find-settings-document.ts'

/** The operator_settings key of the risk thresholds. */
export const riskSettingsKey = 'risk'

/**
 * The risk thresholds, read on every use and never cached; the defaults apply until an admin saves. A threshold
 * added after the document was saved takes its default, and the saved ones stay in force.
 */
export async function findRiskSettings(db: Pick<Db, 'select'>): Promise<RiskSettings> {
  const stored = await findSettingsDocument(db, riskSettingsKey)
  const parsed = riskSettings.safeParse(
    typeof stored === 'object' && stored !== null ? { ...defaultRiskSettings, ...stored } : stored,
  )
  return parsed.success ? parsed.data : defaultRiskSettings
}
