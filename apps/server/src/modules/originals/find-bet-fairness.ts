import { isUuid } from '@khela/contracts/ids'
import { type BetFairnessInputs, betFairnessInputs } from '@khela/contracts/originals'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { crashChains, crashRounds, fairSeeds, gameBets } from '../../db/schema/originals.ts'
import { AppError } from '../../lib/app-error.ts'
import type { GameBetRow } from './to-bet-view.ts'

/**
 * What the /fairness page needs to recompute one of the player's own bets in the browser (another player's bet is
 * NOT_FOUND): the seed pair with its server seed only once rotated, or the Crash round with its chain's commitment
 * and salt and the round's seed only once it crashed. Never the outcome itself.
 */
export async function findBetFairness(
  db: Db,
  request: { userId: string; betId: string },
): Promise<BetFairnessInputs> {
  if (!isUuid(request.betId)) throw new AppError('NOT_FOUND')
  const [bet] = await db
    .select()
    .from(gameBets)
    .where(and(eq(gameBets.id, request.betId), eq(gameBets.userId, request.userId)))
  if (!bet) throw new AppError('NOT_FOUND')
  // The contract keeps, per game, only the choices the outcome depends on (a Dice bet's target and direction…).
  return betFairnessInputs.parse({
    betId: bet.id,
    game: bet.game,
    edgeBps: bet.edgeBps,
    params: bet.details,
    seeded: await seededInputs(db, bet),
    crash: await crashInputs(db, bet),
  })
}

async function seededInputs(db: Db, bet: GameBetRow): Promise<BetFairnessInputs['seeded']> {
  if (!bet.seedId || bet.nonce === null) return null
  const [seed] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, bet.seedId))
  if (!seed) throw new Error(`bet ${bet.id}: seed pair ${bet.seedId} is missing`)
  return {
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    clientSeed: seed.clientSeed,
    nonce: bet.nonce,
  }
}

async function crashInputs(db: Db, bet: GameBetRow): Promise<BetFairnessInputs['crash']> {
  if (bet.roundId === null) return null
  const [round] = await db
    .select({
      roundNumber: crashRounds.roundNumber,
      phase: crashRounds.phase,
      seed: crashRounds.seed,
      chainCommitment: crashChains.commitment,
      salt: crashChains.salt,
      saltClientSeeds: crashChains.saltClientSeeds,
    })
    .from(crashRounds)
    .innerJoin(crashChains, eq(crashChains.id, crashRounds.chainId))
    .where(eq(crashRounds.id, bet.roundId))
  if (!round) throw new Error(`bet ${bet.id}: crash round ${bet.roundId} is missing`)
  return {
    roundId: String(bet.roundId),
    roundNumber: round.roundNumber,
    chainCommitment: round.chainCommitment,
    salt: round.salt,
    saltClientSeeds: round.saltClientSeeds,
    roundSeed: round.phase === 'crashed' ? round.seed : null,
  }
}
