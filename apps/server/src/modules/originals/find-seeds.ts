import type { RevealedSeedPair, SeedsView } from '@khela/contracts/originals'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fairSeeds } from '../../db/schema/originals.ts'
import { type ActiveSeedRow, ensureActiveSeed, type FairSeedRow } from './ensure-active-seed.ts'

/**
 * The player's active seed pair (its server seed only as the hash, with the hash of the next pair's server seed),
 * made on first need, and the pair revealed last by a rotation.
 */
export async function findSeeds(db: Db, userId: string): Promise<SeedsView> {
  const active = await ensureActiveSeed(db, userId)
  const [previous] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNotNull(fairSeeds.revealedAt)))
    .orderBy(desc(fairSeeds.revealedAt))
    .limit(1)
  return toSeedsView(active, previous ?? null)
}

export function toSeedsView(active: ActiveSeedRow, previous: FairSeedRow | null): SeedsView {
  return {
    active: {
      id: active.id,
      serverSeedHash: active.serverSeedHash,
      nextServerSeedHash: active.nextServerSeedHash,
      clientSeed: active.clientSeed,
      nextNonce: active.nextNonce,
      edgesBps: active.edgesBps,
      createdAt: active.createdAt.toISOString(),
    },
    previous: previous ? toRevealedSeedPair(previous) : null,
  }
}

function toRevealedSeedPair(row: FairSeedRow): RevealedSeedPair {
  if (!row.revealedAt) throw new Error(`seed pair ${row.id} is not revealed`)
  return {
    id: row.id,
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    betCount: row.nextNonce,
    edgesBps: row.edgesBps,
    createdAt: row.createdAt.toISOString(),
    revealedAt: row.revealedAt.toISOString(),
  }
}
