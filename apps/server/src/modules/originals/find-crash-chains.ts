import type { CrashChainView } from '@khela/contracts/originals'
import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { crashChains } from '../../db/schema/originals.ts'

/**
 * Every chain's public part, newest first: its commitment, published when it was made, and its salt with the inputs
 * it came from once round 1's betting has closed.
 */
export async function findCrashChains(db: Db): Promise<CrashChainView[]> {
  const chains = await db
    .select({
      id: crashChains.id,
      commitment: crashChains.commitment,
      salt: crashChains.salt,
      saltClientSeeds: crashChains.saltClientSeeds,
      length: crashChains.length,
      createdAt: crashChains.createdAt,
      endedAt: crashChains.endedAt,
    })
    .from(crashChains)
    .orderBy(desc(crashChains.id))
  return chains.map((chain) => ({
    ...chain,
    id: String(chain.id),
    createdAt: chain.createdAt.toISOString(),
    endedAt: chain.endedAt?.toISOString() ?? null,
  }))
}
