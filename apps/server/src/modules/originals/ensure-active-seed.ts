import { fairGames, generateServerSeed, serverSeedHash } from '@khela/contracts/fairness'
import type { OriginalGame } from '@khela/contracts/originals'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fairSeeds } from '../../db/schema/originals.ts'
import { findOriginalsSettings } from './find-originals-settings.ts'

export type FairSeedRow = typeof fairSeeds.$inferSelect

/** A random client seed for a pair the player has not chosen one for: 16 hex characters. */
export function randomClientSeed(): string {
  return generateServerSeed().slice(0, 16)
}

/**
 * Inserts a new active seed pair with a fresh server seed and the edges in force now (so an edge change applies
 * from the next pair). Does nothing when the player already has an active pair (the partial unique index).
 */
export async function insertSeedPair(db: Db, userId: string, clientSeed: string): Promise<void> {
  const settings = await findOriginalsSettings(db)
  const edgesBps = Object.fromEntries(
    fairGames.map((game) => [game, settings.games[game].edgeBps]),
  ) as Record<OriginalGame, number>
  const serverSeed = generateServerSeed()
  await db
    .insert(fairSeeds)
    .values({ userId, serverSeed, serverSeedHash: await serverSeedHash(serverSeed), clientSeed, edgesBps })
    .onConflictDoNothing()
}

/**
 * The player's active seed pair, made on first need. With `lock`, the row is locked FOR UPDATE, so bets on it
 * take their nonces one at a time and a rotation waits for the bet in progress.
 */
export async function ensureActiveSeed(
  db: Db,
  userId: string,
  options: { lock: boolean } = { lock: false },
): Promise<FairSeedRow> {
  const select = () => {
    const query = db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)))
    return options.lock ? query.for('update') : query
  }
  const [existing] = await select()
  if (existing) return existing
  await insertSeedPair(db, userId, randomClientSeed())
  const [created] = await select()
  if (!created) throw new Error(`user ${userId}: no active seed pair after creating one`)
  return created
}
