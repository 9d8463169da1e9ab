import {
  type ComplianceSettings,
  complianceSettings,
  defaultComplianceSettings,
} from '@khela/contracts/compliance'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'

/** The operator_settings key of the compliance document. */
export const complianceSettingsKey = 'compliance'

/** The compliance settings, read on every use and never cached; the defaults apply until an admin saves. */
export async function findComplianceSettings(db: Pick<Db, 'select'>): Promise<ComplianceSettings> {
  const [row] = await db
    .select({ value: operatorSettings.value })
    .from(operatorSettings)
    .where(eq(operatorSettings.key, complianceSettingsKey))
  const parsed = complianceSettings.safeParse(row?.value)
  return parsed.success ? parsed.data : defaultComplianceSettings
}
