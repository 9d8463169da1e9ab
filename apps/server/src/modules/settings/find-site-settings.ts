import { operatorTimeZone } from '@khela/contracts/languages'
import { type SiteSettings, siteSettings } from '@khela/contracts/settings'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'

export const siteSettingsKey = 'site'

/** What applies until the operator changes it in Settings: Bangladesh's time. */
export const defaultSiteSettings: SiteSettings = { timeZone: operatorTimeZone }

/**
 * The operator's site settings (its time zone). A stored zone the runtime no longer knows falls back to the
 * default rather than failing every page that shows a time.
 */
export async function findSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db
    .select({ value: operatorSettings.value })
    .from(operatorSettings)
    .where(eq(operatorSettings.key, siteSettingsKey))
  const parsed = siteSettings.safeParse({ ...defaultSiteSettings, ...(row?.value as Partial<SiteSettings>) })
  return parsed.success ? parsed.data : defaultSiteSettings
}
