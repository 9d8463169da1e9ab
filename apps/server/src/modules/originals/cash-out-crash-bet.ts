import { type BetResult, betPayout, crashMultiplierAt } from '@khela/contracts/originals'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { crashRounds, gameBets } from '../../db/schema/originals.ts'
import { AppError } from '../../lib/app-error.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { crashPointOf, toCrashBetView } from './crash-bet-view.ts'
import { type PaidCrashBet, payWinnings } from './pay-crash-cashouts.ts'

/**
 * A manual cash-out, on whichever instance the request arrives: paid at the multiplier of that moment by the
 * round's own timeline, at most the bet's automatic cash-out target (the published rule: those pay at their target)
 * and the round's cap, its payout at most the maximum per bet in force when it was placed, refused with CASHOUT_TOO_LATE once the multiplier has reached the
 * crash point or the round has crashed. The bet changes only while still open, so two cash-outs at once (or one
 * racing an automatic cash-out or the crash) pay once; the other gets BET_SETTLED (or CASHOUT_TOO_LATE if it lost).
 */
export async function cashOutCrashBet(
  db: Db,
  request: { userId: string; betId: string; now: number },
): Promise<{ result: BetResult; paid: PaidCrashBet }> {
  return runMoneyTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ bet: gameBets, round: crashRounds })
      .from(gameBets)
      .innerJoin(crashRounds, eq(crashRounds.id, gameBets.roundId))
      .where(and(eq(gameBets.id, request.betId), eq(gameBets.userId, request.userId)))
    if (!found) throw new AppError('NOT_FOUND')
    const { bet, round } = found
    if (bet.status === 'lost') throw new AppError('CASHOUT_TOO_LATE')
    if (bet.status !== 'open') throw new AppError('BET_SETTLED')
    if (round.phase === 'crashed') throw new AppError('CASHOUT_TOO_LATE')
    const elapsedMs = request.now - round.bettingEndsAt.getTime()
    if (round.phase === 'betting' || elapsedMs < 0)
      throw new AppError('CONFLICT', { internalDetail: 'the round has not taken off' })
    const reached = crashMultiplierAt(elapsedMs)
    if (reached >= crashPointOf(round)) throw new AppError('CASHOUT_TOO_LATE')
    // An automatic cash-out the engine has not paid yet (a batch in flight, an interrupted round) pays its target.
    const multiplier = Math.min(
      reached,
      bet.autoCashout ?? Number.POSITIVE_INFINITY,
      round.capMultiplier ?? Number.POSITIVE_INFINITY,
    )
    const [won] = await tx
      .update(gameBets)
      .set({
        status: 'won',
        multiplier,
        payout: betPayout(bet.stake, multiplier, bet.maxPayout),
        settledAt: new Date(request.now),
      })
      .where(and(eq(gameBets.id, bet.id), eq(gameBets.status, 'open')))
      .returning()
    if (!won) {
      const [now] = await tx.select({ status: gameBets.status }).from(gameBets).where(eq(gameBets.id, bet.id))
      throw new AppError(now?.status === 'lost' ? 'CASHOUT_TOO_LATE' : 'BET_SETTLED')
    }
    const [paid] = await payWinnings(tx, [won])
    if (!paid) throw new Error(`bet ${won.id} was not paid`)
    return { result: { bet: toCrashBetView(won, round), balance: paid.balance }, paid }
  })
}
