import type { PlayerBalances } from '@khela/contracts/wallet'
import type { Db } from '../../db/client.ts'
import { findPlayerAccounts } from './find-player-accounts.ts'

/** A player's cash, bonus and on-hold balances in minor units with their currency; null without a wallet. */
export async function findBalances(db: Db, userId: string): Promise<PlayerBalances | null> {
  const accounts = await findPlayerAccounts(db, userId)
  if (!accounts) return null
  const { balances } = accounts
  return {
    currency: accounts.currency,
    cash: balances.player_cash,
    bonus: balances.player_bonus,
    onHold: balances.withdrawal_hold,
  }
}
