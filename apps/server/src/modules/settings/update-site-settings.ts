import type { SessionUser } from '@khela/contracts/session'
import type { SiteSettings } from '@khela/contracts/settings'
import type { Db } from '../../db/client.ts'
import { defaultSiteSettings, findSiteSettings, siteSettingsKey } from './find-site-settings.ts'
import { saveSettingsDocument } from './save-settings-document.ts'

/**
 * Saves the site settings with an audit entry of before and after, in one transaction; saving what is already
 * stored records nothing.
 */
export async function updateSiteSettings(
  db: Db,
  change: { staff: SessionUser; settings: SiteSettings; ipAddress: string | null },
): Promise<SiteSettings> {
  return saveSettingsDocument(
    db,
    {
      key: siteSettingsKey,
      defaults: defaultSiteSettings,
      find: findSiteSettings,
      auditAction: 'settings.update',
    },
    change,
  )
}
