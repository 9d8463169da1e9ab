import { type AccountSettings, accountSettings } from '@khela/contracts/settings'
import type { Db } from '../../db/client.ts'
import { findRegistrationSettings } from './find-registration-settings.ts'

/**
 * The account settings as the back office edits them: the same document registration, password change and the
 * public registration-settings endpoint read, through the same operation, so what the admin sees is what applies.
 */
export async function findAccountSettings(db: Db): Promise<AccountSettings> {
  return accountSettings.parse(await findRegistrationSettings(db))
}
