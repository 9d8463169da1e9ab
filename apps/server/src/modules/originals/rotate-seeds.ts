import type { RotateSeedsInput, SeedsView } from '@khela/contracts/originals'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fairSeeds } from '../../db/schema/originals.ts'
import { AppError } from '../../lib/app-error.ts'
import { ensureActiveSeed, insertSeedPair, randomClientSeed } from './ensure-active-seed.ts'
import { findOpenMinesGame } from './find-current-mines-game.ts'
import { findSeeds } from './find-seeds.ts'

/**
 * Reveals the player's active server seed and starts a new pair with the given client seed (or a random one) and
 * the edges in force now. The new pair's server seed is the next seed the active pair committed to (its hash shown
 * before the player chose the client seed), promoted unchanged; a fresh next seed is committed beside it. Refused
 * with GAME_IN_PROGRESS while a Mines game is open: its outcome depends on the seed, which must stay secret until
 * the game ends.
 */
export async function rotateSeeds(db: Db, userId: string, input: RotateSeedsInput): Promise<SeedsView> {
  await db.transaction(async (tx) => {
    // Locked first, as a bet does, so a rotation waits for a bet in progress and the next bet for the new pair.
    const active = await ensureActiveSeed(tx, userId, { lock: true })
    if (await findOpenMinesGame(tx, userId)) throw new AppError('GAME_IN_PROGRESS')
    await tx.update(fairSeeds).set({ revealedAt: new Date() }).where(eq(fairSeeds.id, active.id))
    await insertSeedPair(tx, userId, input.clientSeed ?? randomClientSeed(), {
      serverSeed: active.nextServerSeed,
      serverSeedHash: active.nextServerSeedHash,
    })
  })
  return findSeeds(db, userId)
}
