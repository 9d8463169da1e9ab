import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportLiveFeeds } from '../../db/schema/sportsbook-live.ts'
import { encryptSecret } from '../../lib/secret-box.ts'
import { liveFeedSecretPlace } from './receive-live-message.ts'

/**
 * Lets a source push live messages (docs/live-feed.md) under a feed secret, sealed with the operator's secrets
 * key; registering a source again replaces its secret and silence limit.
 */
export async function registerLiveFeed(
  db: Db,
  secretsKey: Buffer,
  feed: { source: string; secret: string; silenceLimitMs?: number },
): Promise<void> {
  const secretSealed = encryptSecret(secretsKey, feed.secret, liveFeedSecretPlace(feed.source))
  const silenceLimitMs = feed.silenceLimitMs ?? 10_000
  await db
    .insert(sportLiveFeeds)
    .values({ source: feed.source, secretSealed, silenceLimitMs })
    .onConflictDoUpdate({
      target: sportLiveFeeds.source,
      set: { secretSealed, silenceLimitMs, updatedAt: sql`now()` },
    })
}
