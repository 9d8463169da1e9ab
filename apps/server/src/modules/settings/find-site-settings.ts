import { operatorTimeZone } from '@khela/contracts/languages'
import { type SiteSettings, siteSettings } from '@khela/contracts/settings'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from './find-settings-document.ts'

export const siteSettingsKey = 'site'

/** What applies until the operator changes it in Settings: Bangladesh's time. */
export const defaultSiteSettings: SiteSettings = { timeZone: operatorTimeZone }

/**
 * The operator's site settings (its time zone). A stored zone the runtime no longer knows falls back to the
 * default rather than failing every page that shows a time.
 */
export async function findSiteSettings(db: Pick<Db, 'select'>): Promise<SiteSettings> {
  const stored = (await findSettingsDocument(db, siteSettingsKey)) as Partial<SiteSettings> | undefined
  const parsed = siteSettings.safeParse({ ...defaultSiteSettings, ...stored })
  return parsed.success ? parsed.data : defaultSiteSettings
}
