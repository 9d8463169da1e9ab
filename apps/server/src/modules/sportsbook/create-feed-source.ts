import type { SessionUser } from '@khela/contracts/session'
import type { FeedSourceCreate } from '@khela/contracts/sportsbook-feed-sources'
import type { Db } from '../../db/client.ts'
import { sportFeedSources } from '../../db/schema/sportsbook.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'

/** Registers a feed address to poll, active and due at once (the leader's next sweep fetches it). Audited. */
export async function createFeedSource(
  db: Db,
  request: { staff: SessionUser; input: Required<FeedSourceCreate>; ipAddress: string | null },
): Promise<string> {
  const { staff, input, ipAddress } = request
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sportFeedSources)
      .values({ name: input.name, url: input.url, pollIntervalMinutes: input.pollIntervalMinutes })
      .returning({ id: sportFeedSources.id })
    if (!created) throw new Error('feed source not saved')
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.feed_source.create',
      recordType: 'sport_feed_source',
      recordId: created.id,
      before: null,
      after: { ...input, status: 'active' },
      ipAddress,
    })
    return created.id
  })
}
