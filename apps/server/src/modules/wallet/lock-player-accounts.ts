import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'
import { findPlayerAccounts, type PlayerAccounts } from './find-player-accounts.ts'

/**
 * A player's accounts with the cash account's row locked until the transaction ends (null without a wallet), so
 * a domain's checks and the money it moves see one balance: another call for the same player waits its turn.
 * Only the cash row is locked, the one every debit updates first, so no lock order can cross another path's.
 */
export async function lockPlayerAccounts(tx: Db, userId: string): Promise<PlayerAccounts | null> {
  const accounts = await findPlayerAccounts(tx, userId)
  if (!accounts) return null
  const [cash] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accounts.ids.player_cash))
    .for('update')
  return { ...accounts, balances: { ...accounts.balances, player_cash: cash?.balance ?? 0 } }
}
