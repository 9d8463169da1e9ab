import type { ComplianceSettings, ComplianceSettingsView } from '@khela/contracts/compliance'
import { endpoint } from '../../endpoint.ts'

export const settings = endpoint<{ response: ComplianceSettingsView }>()(
  'GET',
  '/api/admin/compliance/settings',
)
export const updateSettings = endpoint<{ body: ComplianceSettings; response: ComplianceSettingsView }>()(
  'PUT',
  '/api/admin/compliance/settings',
)
