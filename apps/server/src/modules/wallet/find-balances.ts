import { grantAccountKind, type PlayerBalances } from '@khela/contracts/wallet'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'
import { findPlayerAccounts } from './find-player-accounts.ts'

/**
 * A player's cash, bonus and on-hold balances in minor units with their currency; null without a wallet. Bonus is
 * the `player_bonus` account plus every bonus grant's own account (modules/bonuses).
 */
export async function findBalances(db: Db, userId: string): Promise<PlayerBalances | null> {
  const accounts = await findPlayerAccounts(db, userId)
  if (!accounts) return null
  const { balances } = accounts
  const [grants] = await db
    .select({ total: sql<string | null>`sum(${ledgerAccounts.balance})` })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.ownerId, userId),
        eq(ledgerAccounts.kind, grantAccountKind),
        eq(ledgerAccounts.currency, accounts.currency),
      ),
    )
  return {
    currency: accounts.currency,
    cash: balances.player_cash,
    bonus: balances.player_bonus + Number(grants?.total ?? 0),
    onHold: balances.withdrawal_hold,
  }
}
