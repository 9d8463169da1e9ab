import { type ComplianceSettings, defaultComplianceSettings } from '@khela/contracts/compliance'
import type { SessionUser } from '@khela/contracts/session'
import type { Services } from '../../services.ts'
import { saveSettingsDocument } from '../settings/save-settings-document.ts'
import { complianceSettingsKey, findComplianceSettings } from './find-compliance-settings.ts'

/**
 * Saves the compliance settings with an audit entry of before and after, in one transaction. Nothing caches them:
 * the footer, the cashier's KYC rules and the IP check read the row on each request, so a save applies on every
 * instance from the next one. Saving what is already stored changes nothing and records nothing.
 */
export async function updateComplianceSettings(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; settings: ComplianceSettings; ipAddress: string | null },
): Promise<ComplianceSettings> {
  return saveSettingsDocument(
    database.db,
    {
      key: complianceSettingsKey,
      defaults: defaultComplianceSettings,
      find: findComplianceSettings,
      auditAction: 'compliance.settings.update',
    },
    change,
  )
}
