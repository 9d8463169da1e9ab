import { feedSource } from '@khela/contracts/sportsbook-feed'
import { type LiveFeedMessage, liveFeedMessage } from '@khela/contracts/sportsbook-live-feed'
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents } from '../../db/schema/sportsbook.ts'
import { sportEventLive, sportLiveFeeds, sportLiveMessages } from '../../db/schema/sportsbook-live.ts'
import { AppError } from '../../lib/app-error.ts'
import { assertSignedRequest } from '../../lib/request-signature.ts'
import { decryptSecret } from '../../lib/secret-box.ts'
import { applyLiveMessage, type LiveState, releaseSilenceHold } from './apply-live-message.ts'

/** What became of a message: applied (with those after it that were waiting), kept until a gap fills, or a repeat. */
export type LiveMessageReceipt = {
  eventId: string
  outcome: 'applied' | 'waiting' | 'duplicate'
  /** The last message applied for the event, after this one. */
  lastSeq: number
  /** Markets a result settled now: their bets are paid once the transaction has committed. */
  resultedMarketIds: string[]
}

/** The associated data of a source's sealed feed secret: it opens in no other row. */
export const liveFeedSecretPlace = (source: string) => `sport_live_feeds:${source}`

/**
 * Takes one signed live message (docs/live-feed.md). The sender is checked by its source's secret, the message by
 * the live feed's schema, and it must name an event the same source's fixture feed has sent. Then, under the
 * event's live row lock, a repeat is acknowledged and changes nothing; a message past the next one is kept until
 * the gap before it fills; the next one is applied, with any that were waiting right after it, each in seq order.
 */
export async function receiveLiveMessage(
  db: Db,
  secretsKey: Buffer,
  request: { source: string | undefined; timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  body: unknown,
): Promise<LiveMessageReceipt> {
  const source = feedSource.safeParse(request.source).data
  const [feed] = source ? await db.select().from(sportLiveFeeds).where(eq(sportLiveFeeds.source, source)) : []
  const secret = feed ? openFeedSecret(secretsKey, feed) : null
  assertSignedRequest(
    { secret, timestamp: request.timestamp, signature: request.signature, rawBody },
    Date.now(),
  )

  const parsed = liveFeedMessage.safeParse(body)
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
    )
    throw new AppError('VALIDATION_FAILED', { fields })
  }
  const message = parsed.data
  if (message.source !== source)
    throw new AppError('VALIDATION_FAILED', { fields: { source: 'INCONSISTENT' } })

  const [event] = await db
    .select({ id: sportEvents.id, sportSlug: sportEvents.sportSlug })
    .from(sportEvents)
    .where(and(eq(sportEvents.externalSource, message.source), eq(sportEvents.externalId, message.event)))
  if (!event) throw new AppError('NOT_FOUND', { message: 'No event of this source has that external id.' })
  // A score must be of the event's sport: a football score for a cricket event is refused before it is logged.
  if (message.type === 'score' && message.score.sport !== event.sportSlug)
    throw new AppError('VALIDATION_FAILED', { fields: { 'score.sport': 'INCONSISTENT' } })

  return db.transaction(async (tx) => {
    await tx
      .insert(sportEventLive)
      .values({ eventId: event.id, source: message.source })
      .onConflictDoNothing()
    const [row] = await tx
      .select()
      .from(sportEventLive)
      .where(eq(sportEventLive.eventId, event.id))
      .for('update')
    if (!row) throw new Error('the event live row vanished under its lock')
    const receipt = { eventId: event.id, lastSeq: row.lastSeq, resultedMarketIds: [] as string[] }
    await tx
      .insert(sportLiveMessages)
      .values({ eventId: event.id, seq: message.seq, type: message.type, message })
      .onConflictDoNothing()
    // A message past a gap says the book is missing what came before: the feed is not heard until it fills, so
    // a gap that stays open lets the watchdog suspend the markets.
    if (message.seq > row.lastSeq + 1) return { ...receipt, outcome: 'waiting' as const }
    // Anything else is the feed speaking: a watchdog's hold ends with it.
    if (row.silentSince) await releaseSilenceHold(tx, event.id, row.bettingStopped)
    await tx
      .update(sportEventLive)
      .set({ heardAt: sql`now()`, silentSince: null, updatedAt: sql`now()` })
      .where(eq(sportEventLive.eventId, event.id))
    if (message.seq <= row.lastSeq) return { ...receipt, outcome: 'duplicate' as const }

    const waiting = await tx
      .select({ seq: sportLiveMessages.seq, message: sportLiveMessages.message })
      .from(sportLiveMessages)
      .where(
        and(
          eq(sportLiveMessages.eventId, event.id),
          gt(sportLiveMessages.seq, row.lastSeq),
          isNull(sportLiveMessages.appliedAt),
        ),
      )
      .orderBy(asc(sportLiveMessages.seq))
    const state: LiveState = {
      eventId: event.id,
      source: message.source,
      score: row.score,
      commentary: row.commentary,
      bettingStopped: row.bettingStopped,
    }
    let lastSeq = row.lastSeq
    for (const next of waiting) {
      if (next.seq !== lastSeq + 1) break
      const resulted = await applyLiveMessage(tx, state, next.message as LiveFeedMessage)
      receipt.resultedMarketIds.push(...resulted)
      lastSeq = next.seq
    }
    await tx
      .update(sportLiveMessages)
      .set({ appliedAt: sql`now()` })
      .where(
        and(
          eq(sportLiveMessages.eventId, event.id),
          gt(sportLiveMessages.seq, row.lastSeq),
          sql`${sportLiveMessages.seq} <= ${lastSeq}`,
        ),
      )
    await tx
      .update(sportEventLive)
      .set({
        lastSeq,
        score: state.score,
        commentary: state.commentary,
        bettingStopped: state.bettingStopped,
      })
      .where(eq(sportEventLive.eventId, event.id))
    return { ...receipt, lastSeq, outcome: 'applied' as const }
  })
}

/** The source's feed secret, or null when it was sealed under another SECRETS_KEY (no message verifies then). */
function openFeedSecret(secretsKey: Buffer, feed: { source: string; secretSealed: string }): string | null {
  try {
    return decryptSecret(secretsKey, feed.secretSealed, liveFeedSecretPlace(feed.source))
  } catch {
    return null
  }
}
