import type { SessionUser } from '@khela/contracts/session'
import {
  defaultSportsbookSettings,
  type SportsbookSettings,
  sportsbookSettings,
} from '@khela/contracts/sportsbook-resettlement'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from '../settings/find-settings-document.ts'
import { saveSettingsDocument } from '../settings/save-settings-document.ts'

/** The operator_settings key of the book's settings (the correction approval amount). */
export const sportsbookSettingsKey = 'sportsbook'

/** The book's settings, read on every use and never cached; the defaults apply until an admin saves. */
export async function findSportsbookSettings(db: Pick<Db, 'select'>): Promise<SportsbookSettings> {
  const parsed = sportsbookSettings.safeParse(await findSettingsDocument(db, sportsbookSettingsKey))
  return parsed.success ? parsed.data : defaultSportsbookSettings
}

/** Saves them with an audit entry of before and after; they apply to corrections asked for after the save. */
export async function updateSportsbookSettings(
  db: Db,
  change: { staff: SessionUser; settings: SportsbookSettings; ipAddress: string | null },
): Promise<SportsbookSettings> {
  return saveSettingsDocument(
    db,
    {
      key: sportsbookSettingsKey,
      defaults: defaultSportsbookSettings,
      find: findSportsbookSettings,
      auditAction: 'sportsbook.settings.update',
    },
    change,
  )
}
