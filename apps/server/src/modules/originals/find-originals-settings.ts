import {
  defaultOriginalsSettings,
  type OriginalsSettings,
  originalsSettings,
} from '@khela/contracts/originals'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from '../settings/find-settings-document.ts'

/** The operator_settings key of Khela Originals' document. */
export const originalsSettingsKey = 'originals'

/**
 * The games' limits, edges and switches, read on every bet and never cached, so a change saved on one instance
 * applies on all of them at once. The defaults apply until someone saves.
 */
export async function findOriginalsSettings(db: Pick<Db, 'select'>): Promise<OriginalsSettings> {
  const stored = await findSettingsDocument(db, originalsSettingsKey)
  const parsed = originalsSettings.safeParse(stored)
  return parsed.success ? parsed.data : defaultOriginalsSettings
}
