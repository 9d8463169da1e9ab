import type { FeedRun } from '@khela/contracts/sportsbook-feed-sources'
import type { sportFeedRuns } from '../../db/schema/sportsbook.ts'

/** A run row as the Feeds page shows it. */
export function toFeedRun(run: typeof sportFeedRuns.$inferSelect): FeedRun {
  return {
    id: run.id,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    trigger: run.trigger,
    status: run.status,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    refused: run.refused,
    errorCode: run.errorCode ?? null,
    httpStatus: run.httpStatus ?? null,
    errorDetail: run.errorDetail ?? null,
  }
}
