import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { findPlayerAccounts, type PlayerAccounts } from './find-player-accounts.ts'

/** The player's accounts, or NOT_FOUND for a user without a wallet. */
export async function requirePlayerAccounts(db: Db, userId: string): Promise<PlayerAccounts> {
  const accounts = await findPlayerAccounts(db, userId)
  if (!accounts) throw new AppError('NOT_FOUND', { internalDetail: `user ${userId} has no wallet` })
  return accounts
}
