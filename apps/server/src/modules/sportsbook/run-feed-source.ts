import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import type { FeedRun } from '@khela/contracts/sportsbook-feed-sources'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportFeedSources } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import type { FetchLimits } from './fetch-feed-document.ts'
import { pollFeedSource } from './poll-feed-source.ts'

/**
 * A trader's "Run now": the source polled at once, paused or not, without moving its schedule; the run is
 * recorded like a scheduled one and the decision audited with its outcome.
 */
export async function runFeedSource(
  db: Db,
  request: { staff: SessionUser; sourceId: string; ipAddress: string | null; limits?: FetchLimits },
): Promise<FeedRun> {
  const { staff, sourceId, ipAddress } = request
  if (!isUuid(sourceId)) throw new AppError('NOT_FOUND')
  const [source] = await db
    .select({ id: sportFeedSources.id, url: sportFeedSources.url })
    .from(sportFeedSources)
    .where(eq(sportFeedSources.id, sourceId))
  if (!source) throw new AppError('NOT_FOUND')
  const run = await pollFeedSource(db, source, {
    trigger: 'manual',
    ...(request.limits ? { limits: request.limits } : {}),
  })
  await recordAuditEntry(db, {
    actorId: staff.id,
    action: 'sportsbook.feed_source.run',
    recordType: 'sport_feed_source',
    recordId: sourceId,
    before: null,
    after: { runId: run.id, status: run.status, errorCode: run.errorCode },
    ipAddress,
  })
  return run
}
