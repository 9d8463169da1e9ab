import { defaultRiskSettings, type RiskSettings, riskSettings } from '@khela/contracts/risk'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'

/** The operator_settings key of the risk thresholds. */
export const riskSettingsKey = 'risk'

/** The risk thresholds, read on every use and never cached; the defaults apply until an admin saves. */
export async function findRiskSettings(db: Pick<Db, 'select'>): Promise<RiskSettings> {
  const [row] = await db
    .select({ value: operatorSettings.value })
    .from(operatorSettings)
    .where(eq(operatorSettings.key, riskSettingsKey))
  const parsed = riskSettings.safeParse(row?.value)
  return parsed.success ? parsed.data : defaultRiskSettings
}
