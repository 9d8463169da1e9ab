import {
  type ComplianceSettings,
  complianceSettings,
  defaultComplianceSettings,
} from '@khela/contracts/compliance'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from '../settings/find-settings-document.ts'

/** The operator_settings key of the compliance document. */
export const complianceSettingsKey = 'compliance'

/** The compliance settings, read on every use and never cached; the defaults apply until an admin saves. */
export async function findComplianceSettings(db: Pick<Db, 'select'>): Promise<ComplianceSettings> {
  const stored = await findSettingsDocument(db, complianceSettingsKey)
  const parsed = complianceSettings.safeParse(stored)
  return parsed.success ? parsed.data : defaultComplianceSettings
}
