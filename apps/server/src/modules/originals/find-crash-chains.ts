import type { CrashChainView } from '@khela/contracts/originals'
import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { crashChains } from '../../db/schema/originals.ts'

/** Every chain's public part, newest first: its commitment and salt were published when it was made. */
export async function findCrashChains(db: Db): Promise<CrashChainView[]> {
  const chains = await db
    .select({
      id: crashChains.id,
      commitment: crashChains.commitment,
      salt: crashChains.salt,
      length: crashChains.length,
      createdAt: crashChains.createdAt,
    })
    .from(crashChains)
    .orderBy(desc(crashChains.id))
  return chains.map((chain) => ({ ...chain, id: String(chain.id), createdAt: chain.createdAt.toISOString() }))
}
