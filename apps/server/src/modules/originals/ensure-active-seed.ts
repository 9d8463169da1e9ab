import { fairGames, generateServerSeed, serverSeedHash } from '@khela/contracts/fairness'
import type { OriginalGame } from '@khela/contracts/originals'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fairSeeds } from '../../db/schema/originals.ts'
import { findOriginalsSettings } from './find-originals-settings.ts'

export type FairSeedRow = typeof fairSeeds.$inferSelect

/** Rotations of one player at once each reveal the pair the one before made: a waiting read may miss a few. */
const maxReads = 20
/** An active pair: its next server seed is always there (made on first read for pairs from before it was kept). */
export type ActiveSeedRow = FairSeedRow & { nextServerSeed: string; nextServerSeedHash: string }

/** A random client seed for a pair the player has not chosen one for: 16 hex characters. */
export function randomClientSeed(): string {
  return generateServerSeed().slice(0, 16)
}

async function freshServerSeed() {
  const serverSeed = generateServerSeed()
  return { serverSeed, serverSeedHash: await serverSeedHash(serverSeed) }
}

/**
 * Inserts a new active seed pair with the edges in force now (so an edge change applies from the next pair): its
 * server seed is `promoted` (the previous pair's committed next seed) or a fresh one for a player's first pair, and a
 * fresh next seed is committed beside it. Does nothing when the player already has an active pair (the partial
 * unique index).
 */
export async function insertSeedPair(
  db: Db,
  userId: string,
  clientSeed: string,
  promoted?: { serverSeed: string; serverSeedHash: string },
): Promise<void> {
  const settings = await findOriginalsSettings(db)
  const edgesBps = Object.fromEntries(
    fairGames.map((game) => [game, settings.games[game].edgeBps]),
  ) as Record<OriginalGame, number>
  const current = promoted ?? (await freshServerSeed())
  const next = await freshServerSeed()
  await db
    .insert(fairSeeds)
    .values({
      userId,
      ...current,
      nextServerSeed: next.serverSeed,
      nextServerSeedHash: next.serverSeedHash,
      clientSeed,
      edgesBps,
    })
    .onConflictDoNothing()
}

/**
 * The player's active seed pair, made on first need, with its next server seed (committed now for a pair from before
 * next seeds were kept). With `lock`, the row is locked FOR UPDATE, so bets on it take their nonces one at a time and
 * a rotation waits for the bet in progress.
 */
export async function ensureActiveSeed(
  db: Db,
  userId: string,
  options: { lock: boolean } = { lock: false },
): Promise<ActiveSeedRow> {
  const isActive = and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt))
  const select = () => {
    const query = db.select().from(fairSeeds).where(isActive)
    return options.lock ? query.for('update') : query
  }
  let [active] = await select()
  // A locked read that waited for a rotation finds the pair it waited for revealed, and reads again (the new one);
  // with no pair at all, the player's first is made (nothing when another request made it meanwhile).
  for (let attempt = 0; !active && attempt < maxReads; attempt++) {
    await insertSeedPair(db, userId, randomClientSeed())
    ;[active] = await select()
  }
  if (!active) throw new Error(`user ${userId}: no active seed pair after ${maxReads} reads`)
  if (active.nextServerSeed === null || active.nextServerSeedHash === null) {
    const next = await freshServerSeed()
    // Only where none is set yet: two first reads at once keep the one that landed first.
    await db
      .update(fairSeeds)
      .set({ nextServerSeed: next.serverSeed, nextServerSeedHash: next.serverSeedHash })
      .where(and(eq(fairSeeds.id, active.id), isNull(fairSeeds.nextServerSeed)))
    ;[active] = await select()
  }
  if (!active?.nextServerSeed || !active.nextServerSeedHash)
    throw new Error(`user ${userId}: the active seed pair has no next server seed`)
  return { ...active, nextServerSeed: active.nextServerSeed, nextServerSeedHash: active.nextServerSeedHash }
}
