import { type CrashRoundsPage, crashRoundsPageSize } from '@khela/contracts/originals'
import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { crashChains, crashRounds } from '../../db/schema/originals.ts'
import { crashPointOf } from './crash-bet-view.ts'

const previousRounds = alias(crashRounds, 'previous_rounds')

/**
 * A page of ended Crash rounds for anyone to audit (/fairness), newest first: each with its revealed seed, its
 * chain's salt (with the client seeds it was derived from) and commitment and the previous round's seed it hashes to. Only `crashed` rounds: the round taking
 * bets or flying keeps its seed (and so its crash point) secret. The previous seed reveals nothing new, since it is
 * SHA-256 of the round's own seed.
 */
export async function findEndedCrashRounds(db: Db, page: number): Promise<CrashRoundsPage> {
  const isEnded = eq(crashRounds.phase, 'crashed')
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        round: crashRounds,
        commitment: crashChains.commitment,
        salt: crashChains.salt,
        saltClientSeeds: crashChains.saltClientSeeds,
        previousSeed: previousRounds.seed,
      })
      .from(crashRounds)
      .innerJoin(crashChains, eq(crashChains.id, crashRounds.chainId))
      .leftJoin(
        previousRounds,
        and(
          eq(previousRounds.chainId, crashRounds.chainId),
          eq(previousRounds.roundNumber, sql`${crashRounds.roundNumber} - 1`),
        ),
      )
      .where(isEnded)
      .orderBy(desc(crashRounds.id))
      .limit(crashRoundsPageSize)
      .offset((page - 1) * crashRoundsPageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(crashRounds).where(isEnded),
  ])
  return {
    items: rows.map(({ round, commitment, salt, saltClientSeeds, previousSeed }) => {
      // A crashed round took off, which fixed its chain's salt.
      if (salt === null) throw new Error(`crash round ${round.id} crashed on a chain without a salt`)
      return {
        roundId: String(round.id),
        chainId: String(round.chainId),
        roundNumber: round.roundNumber,
        chainCommitment: commitment,
        salt,
        saltClientSeeds,
        seed: round.seed,
        previousSeed,
        edgeBps: round.edgeBps,
        crashPoint: crashPointOf(round),
        crashedAt: (round.crashedAt ?? round.bettingEndsAt).toISOString(),
      }
    }),
    total: counted?.total ?? 0,
    page,
    pageSize: crashRoundsPageSize,
  }
}
