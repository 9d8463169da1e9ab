import type { FeedRun } from '@khela/contracts/sportsbook-feed-sources'
import type { Db } from '../../db/client.ts'
import { sportFeedRuns } from '../../db/schema/sportsbook.ts'
import { defaultFetchLimits, type FetchLimits, fetchFeedDocument } from './fetch-feed-document.ts'
import { importSportsbookFeed } from './import-sportsbook-feed.ts'
import { toFeedRun } from './to-feed-run.ts'

export type PolledSource = { id: string; url: string }

/**
 * One poll of a feed source: its document fetched within the limits, imported through the same path as an upload
 * (one event per transaction, upserted by external ids), and the run recorded with its counts or its failure. A
 * document that does not parse imports nothing: the run fails with INVALID_DOCUMENT and its first problems.
 */
export async function pollFeedSource(
  db: Db,
  source: PolledSource,
  options: { trigger: 'schedule' | 'manual'; limits?: FetchLimits },
): Promise<FeedRun> {
  const startedAt = new Date()
  const fetched = await fetchFeedDocument(source.url, options.limits ?? defaultFetchLimits)
  let outcome: Omit<typeof sportFeedRuns.$inferInsert, 'sourceId' | 'trigger' | 'startedAt' | 'finishedAt'>
  if (!fetched.ok) {
    outcome = {
      status: 'failed',
      errorCode: fetched.errorCode,
      httpStatus: fetched.httpStatus,
      errorDetail: fetched.errorDetail,
    }
  } else {
    const summary = await importSportsbookFeed(db, fetched.document)
    const { created, updated, unchanged, refused } = summary
    outcome =
      summary.problems.length > 0
        ? {
            status: 'failed',
            errorCode: 'INVALID_DOCUMENT',
            httpStatus: 200,
            errorDetail: summary.problems
              .slice(0, 5)
              .map((problem) => `${problem.path || '(document)'}: ${problem.code}`)
              .join('; '),
          }
        : { status: 'succeeded', created, updated, unchanged, refused }
  }
  const [run] = await db
    .insert(sportFeedRuns)
    .values({ ...outcome, sourceId: source.id, trigger: options.trigger, startedAt, finishedAt: new Date() })
    .returning()
  if (!run) throw new Error('feed run not recorded')
  return toFeedRun(run)
}
