import type { FeedSourceList } from '@khela/contracts/sportsbook-feed-sources'
import { asc, desc, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportFeedRuns, sportFeedSources } from '../../db/schema/sportsbook.ts'
import { toFeedRun } from './to-feed-run.ts'

/** How many of a source's runs the Feeds page shows, newest first. */
const runsShown = 10

/** Every feed source, oldest first, with its latest runs. */
export async function findFeedSources(db: Db): Promise<FeedSourceList> {
  const sources = await db.select().from(sportFeedSources).orderBy(asc(sportFeedSources.createdAt))
  if (sources.length === 0) return { sources: [] }
  const runs = await db
    .select()
    .from(sportFeedRuns)
    .where(
      inArray(
        sportFeedRuns.sourceId,
        sources.map((source) => source.id),
      ),
    )
    .orderBy(desc(sportFeedRuns.startedAt))
  return {
    sources: sources.map((source) => ({
      id: source.id,
      name: source.name,
      url: source.url,
      pollIntervalMinutes: source.pollIntervalMinutes,
      status: source.status,
      nextPollAt: source.nextPollAt.toISOString(),
      runs: runs
        .filter((run) => run.sourceId === source.id)
        .slice(0, runsShown)
        .map(toFeedRun),
    })),
  }
}
