import { and, asc, eq, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { type CrashBetRow, type CrashRoundRow, crashPointOf } from './crash-bet-view.ts'
import { payBetWin } from './pay-bet-win.ts'

/** A won bet, its player's name for the live list and their cash balance after the payout. */
export type PaidCrashBet = CrashBetRow & { playerName: string; balance: number }

/**
 * Pays the round's automatic cash-outs that the multiplier has reached: each open bet whose target is at most
 * `multiplier` and below the crash point wins at its target. Once the multiplier reaches the round's cap (and the
 * cap is below the crash point) every open bet is cashed out at the cap, or at its own lower target. Only bets
 * still open change, so a manual cash-out in between, or another leader doing the same, pays nothing twice. Each
 * payout is at most the maximum per bet in force when that bet was placed (kept on the bet).
 */
export async function payCrashCashouts(
  db: Db,
  round: Pick<CrashRoundRow, 'id' | 'crashPoint' | 'capMultiplier'>,
  multiplier: number,
): Promise<PaidCrashBet[]> {
  const cap = round.capMultiplier
  const crashPoint = crashPointOf(round)
  const isCapReached = cap !== null && cap < crashPoint && multiplier >= cap
  const target = isCapReached
    ? sql`LEAST(COALESCE(${gameBets.autoCashout}, ${cap}), ${cap})`
    : sql`${gameBets.autoCashout}`
  const reached: SQL | undefined = isCapReached
    ? undefined
    : and(
        isNotNull(gameBets.autoCashout),
        lte(gameBets.autoCashout, multiplier),
        lt(gameBets.autoCashout, crashPoint),
      )
  const due = and(eq(gameBets.roundId, round.id), eq(gameBets.status, 'open'), reached)
  return runMoneyTransaction(db, async (tx) => {
    // Bets first, by id, then the accounts: the order of a manual cash-out and of the crash.
    await tx.select({ id: gameBets.id }).from(gameBets).where(due).orderBy(asc(gameBets.id)).for('update')
    const paid = await tx
      .update(gameBets)
      .set({
        status: 'won',
        multiplier: target,
        // In numeric: a stake of 10^9 at ×1,000,000 (10^10) multiplies past a bigint before the division.
        payout: sql`LEAST(floor(${gameBets.stake}::numeric * ${target} / 10000), ${gameBets.maxPayout})::bigint`,
        settledAt: new Date(),
      })
      .where(due)
      .returning()
    return payWinnings(tx, paid)
  })
}

/** Credits each won bet's payout to its player; returns the bets with their players' names for the live list. */
export async function payWinnings(tx: Db, bets: CrashBetRow[]): Promise<PaidCrashBet[]> {
  const paid: PaidCrashBet[] = []
  for (const bet of bets) {
    const accounts = await requirePlayerAccounts(tx, bet.userId)
    const balance = await payBetWin(tx, { ...bet, playerCashAccountId: accounts.ids.player_cash }, bet.payout)
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, bet.userId))
    paid.push({ ...bet, playerName: user?.name ?? '', balance })
  }
  return paid
}
