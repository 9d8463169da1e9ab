import { defaultOriginalsSettings, type OriginalsSettings } from '@khela/contracts/originals'
import type { SessionUser } from '@khela/contracts/session'
import type { Db } from '../../db/client.ts'
import { saveSettingsDocument } from '../settings/save-settings-document.ts'
import { findOriginalsSettings, originalsSettingsKey } from './find-originals-settings.ts'

/**
 * Saves the games' limits, edges and switches with an audit entry of before and after, in one transaction. Saving
 * what is stored changes nothing and records nothing. An edge applies from each player's next seed pair and the next
 * Crash round, since pairs and rounds keep the edge they were made with.
 */
export async function saveOriginalsSettings(
  db: Db,
  change: { staff: SessionUser; settings: OriginalsSettings; ipAddress: string | null },
): Promise<OriginalsSettings> {
  return saveSettingsDocument(
    db,
    {
      key: originalsSettingsKey,
      defaults: defaultOriginalsSettings,
      find: findOriginalsSettings,
      auditAction: 'originals.settings.update',
    },
    change,
  )
}
