import { crashPoint } from '@khela/contracts/fairness-crash'
import { crashCapMultiplier } from '@khela/contracts/originals'
import { and, eq, sum } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { crashRounds, gameBets } from '../../db/schema/originals.ts'
import type { CrashRoundRow } from './crash-bet-view.ts'
import { fixCrashChainSalt } from './fix-crash-chain-salt.ts'

/**
 * Closes betting and starts the flight. The phase change is an UPDATE of the round row, so it waits for every bet
 * transaction holding the row FOR SHARE; the stakes are summed afterwards, in a statement of their own that sees
 * all of those bets, and no bet can follow (they check the phase under the same lock). The published cap kept on
 * the round when it was made (a change during betting applies from the next round) then fixes
 * the multiplier at which every open bet is cashed out, when the round could otherwise pay more than the cap. On a
 * chain's round 1 the chain's salt is fixed now from the bets just closed, and with it the round's crash point.
 * Null when the round has already taken off (another leader did it).
 */
export async function takeOffCrashRound(db: Db, roundId: number): Promise<CrashRoundRow | null> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(crashRounds)
      .set({ phase: 'running' })
      .where(and(eq(crashRounds.id, roundId), eq(crashRounds.phase, 'betting')))
      .returning()
    if (!closed) return null
    const [stakes] = await tx
      .select({ total: sum(gameBets.stake) })
      .from(gameBets)
      .where(eq(gameBets.roundId, roundId))
    const capMultiplier = crashCapMultiplier(closed.payoutCap, Number(stakes?.total ?? 0))
    const salt = await fixCrashChainSalt(tx, closed)
    const [round] = await tx
      .update(crashRounds)
      .set({
        capMultiplier,
        crashPoint: closed.crashPoint ?? (await crashPoint(closed.seed, salt, closed.edgeBps)),
      })
      .where(eq(crashRounds.id, roundId))
      .returning()
    return round ?? null
  })
}
