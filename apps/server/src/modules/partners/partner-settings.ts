import { defaultPartnerSettings, type PartnerSettings, partnerSettings } from '@khela/contracts/partners'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from '../settings/find-settings-document.ts'
import type { SettingsDocument } from '../settings/save-settings-document.ts'

/** The affiliate programme's rules: how long a click's cookie attributes a registration. */
export async function findPartnerSettings(
  db: Pick<Db, 'select' | 'selectDistinct'>,
): Promise<PartnerSettings> {
  const stored = (await findSettingsDocument(
    db,
    partnerSettingsDocument.key,
  )) as Partial<PartnerSettings> | null
  const parsed = partnerSettings.safeParse({ ...defaultPartnerSettings, ...stored })
  return parsed.success ? parsed.data : defaultPartnerSettings
}

export const partnerSettingsDocument: SettingsDocument<PartnerSettings> = {
  key: 'partners',
  defaults: defaultPartnerSettings,
  find: findPartnerSettings,
  auditAction: 'partners.settings.update',
}
