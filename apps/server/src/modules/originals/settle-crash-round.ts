import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { crashRounds, gameBets } from '../../db/schema/originals.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { type CrashBetRow, type CrashRoundRow, crashPointOf } from './crash-bet-view.ts'
import { type PaidCrashBet, payCrashCashouts } from './pay-crash-cashouts.ts'

export type SettledCrashRound = { round: CrashRoundRow; paid: PaidCrashBet[]; lost: CrashBetRow[] }

/**
 * The crash: the round ends (its seed and crash point become public), automatic cash-outs below the crash point
 * not yet paid are paid at their targets (a new leader settling an interrupted round relies on this), and every bet
 * still open loses. All in one transaction, so no stake is left open. Null when the round had already crashed.
 * Locks in the order a manual cash-out takes them: the round's open bets first (by id), then the accounts, so the
 * two never wait on each other in a circle.
 */
export async function settleCrashRound(db: Db, roundId: number): Promise<SettledCrashRound | null> {
  return runMoneyTransaction(db, async (tx) => {
    const now = new Date()
    const [round] = await tx
      .update(crashRounds)
      .set({ phase: 'crashed', crashedAt: now })
      .where(and(eq(crashRounds.id, roundId), eq(crashRounds.phase, 'running')))
      .returning()
    if (!round) return null
    await tx
      .select({ id: gameBets.id })
      .from(gameBets)
      .where(and(eq(gameBets.roundId, roundId), eq(gameBets.status, 'open')))
      .orderBy(asc(gameBets.id))
      .for('update')
    const paid = await payCrashCashouts(tx, round, crashPointOf(round) - 1)
    const lost = await tx
      .update(gameBets)
      .set({ status: 'lost', multiplier: 0, settledAt: now })
      .where(and(eq(gameBets.roundId, roundId), eq(gameBets.status, 'open')))
      .returning()
    return { round, paid, lost }
  })
}
