import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import type { FeedSourceStatus } from '@khela/contracts/sportsbook-feed-sources'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportFeedSources } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'

/**
 * Pauses a feed source (the leader skips it) or makes it active again, due at once. Audited with the status before
 * and after; a change to the status it has changes nothing and records nothing.
 */
export async function changeFeedSourceStatus(
  db: Db,
  request: { staff: SessionUser; sourceId: string; status: FeedSourceStatus; ipAddress: string | null },
): Promise<void> {
  const { staff, sourceId, status, ipAddress } = request
  if (!isUuid(sourceId)) throw new AppError('NOT_FOUND')
  await db.transaction(async (tx) => {
    const [source] = await tx
      .select({ status: sportFeedSources.status })
      .from(sportFeedSources)
      .where(eq(sportFeedSources.id, sourceId))
      .for('update')
    if (!source) throw new AppError('NOT_FOUND')
    if (source.status === status) return
    await tx
      .update(sportFeedSources)
      .set({ status, updatedAt: sql`now()`, ...(status === 'active' ? { nextPollAt: sql`now()` } : {}) })
      .where(eq(sportFeedSources.id, sourceId))
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.feed_source.status',
      recordType: 'sport_feed_source',
      recordId: sourceId,
      before: { status: source.status },
      after: { status },
      ipAddress,
    })
  })
}
