import type { AdminCrashRound, CrashRoundState } from '@khela/contracts/originals'
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { crashChains, crashRounds, gameBets } from '../../db/schema/originals.ts'
import { AppError } from '../../lib/app-error.ts'
import { crashPointOf, maskPlayerName, toCrashRoundBet } from './crash-bet-view.ts'

const historyLength = 20

/**
 * The latest round (the one taking bets or flying, or the one that just crashed during the pause), its bets and the
 * recent crash points, with each bet's player by name and id (staff's view; players get maskedCrashState of it).
 * The crash point is in it only once the round has crashed.
 */
export async function findCrashState(db: Db, now: number): Promise<AdminCrashRound> {
  const [found] = await db
    .select({ round: crashRounds, commitment: crashChains.commitment })
    .from(crashRounds)
    .innerJoin(crashChains, eq(crashChains.id, crashRounds.chainId))
    .orderBy(desc(crashRounds.id))
    .limit(1)
  if (!found) throw new AppError('NOT_FOUND', { internalDetail: 'no crash round has been made yet' })
  const { round } = found
  const [bets, history] = await Promise.all([
    db
      .select({ bet: gameBets, name: users.name })
      .from(gameBets)
      .leftJoin(users, eq(users.id, gameBets.userId))
      .where(eq(gameBets.roundId, round.id))
      .orderBy(asc(gameBets.createdAt)),
    db
      .select({ id: crashRounds.id, crashPoint: crashRounds.crashPoint })
      .from(crashRounds)
      .where(eq(crashRounds.phase, 'crashed'))
      .orderBy(desc(crashRounds.id))
      .limit(historyLength),
  ])
  const isCrashed = round.phase === 'crashed'
  return {
    roundId: String(round.id),
    roundNumber: round.roundNumber,
    chainCommitment: found.commitment,
    phase: round.phase,
    serverTime: now,
    bettingEndsAt: round.bettingEndsAt.getTime(),
    startedAt: round.bettingEndsAt.getTime(),
    crashPoint: isCrashed ? round.crashPoint : null,
    crashedAt: round.crashedAt?.getTime() ?? null,
    capMultiplier: round.capMultiplier,
    edgeBps: round.edgeBps,
    bets: bets.map(({ bet, name }) => ({ ...toCrashRoundBet(bet, name ?? ''), userId: bet.userId })),
    history: history.map((past) => ({ roundId: String(past.id), crashPoint: crashPointOf(past) })),
  }
}

/** What players see: every name masked, no player ids. */
export function maskedCrashState(state: AdminCrashRound): CrashRoundState {
  return {
    ...state,
    bets: state.bets.map(({ userId: _userId, ...bet }) => ({ ...bet, player: maskPlayerName(bet.player) })),
  }
}
