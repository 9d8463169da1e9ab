import {
  defaultProviderSettings,
  type ProviderSettings,
  providerSettings,
} from '@khela/contracts/provider-rounds'
import type { SessionUser } from '@khela/contracts/session'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import { findSettingsDocument } from '../settings/find-settings-document.ts'
import { saveSettingsDocument } from '../settings/save-settings-document.ts'

/** The operator_settings key of the provider rounds' document. */
export const providerSettingsKey = 'providers'

/** When a provider round counts as stuck; the defaults apply until someone saves. Never cached. */
export async function findProviderSettings(db: Pick<Db, 'select'>): Promise<ProviderSettings> {
  const parsed = providerSettings.safeParse(await findSettingsDocument(db, providerSettingsKey))
  return parsed.success ? parsed.data : defaultProviderSettings
}

/** Saves the document with an audit entry of before and after, in one transaction (nothing when unchanged). */
export async function saveProviderSettings(
  db: Db,
  change: { staff: SessionUser; settings: ProviderSettings; ipAddress: string | null },
): Promise<ProviderSettings> {
  return saveSettingsDocument(
    db,
    {
      key: providerSettingsKey,
      defaults: defaultProviderSettings,
      find: findProviderSettings,
      auditAction: 'providers.settings.update',
    },
    change,
  )
}

/**
 * The instant before which an open round is stuck, as a database stamp to compare `opened_at` with. `now` is on the
 * rules clock (lib/clock.ts, `clock.now()`): how long a round has waited is a waiting rule, so a test server that
 * moves its clock forward ages the rounds already open, and only those.
 */
export function stuckCutoff(settings: ProviderSettings, now: Date): Date {
  return clock.wallClockAt(new Date(now.getTime() - settings.stuckRoundMinutes * 60_000))
}
