import type { MarketStatusChange } from '@khela/contracts/admin-sportsbook'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents, sportMarkets, sports } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'

/** What one suspend or reopen covers: a market, all of an event's markets, or a sport's running events' markets. */
export type MarketScope =
  | { kind: 'market'; id: string }
  | { kind: 'event'; id: string }
  | { kind: 'sport'; slug: string }

const recordTypes = { market: 'sport_market', event: 'sport_event', sport: 'sport' } as const

/**
 * Suspends the open markets of the scope (and takes over those a live feed holds), or reopens its suspended ones,
 * in one statement and one transaction with its audit entry (the markets' ids, status before and after). Closed and
 * settled markets never change, and a sport's change reaches only events still scheduled or live. Each changed
 * market's version moves (trigger), so a bet priced before a suspension cannot be placed after it. Returns how many
 * markets changed.
 */
export async function changeMarketStatuses(
  db: Db,
  request: { staff: SessionUser; scope: MarketScope; status: MarketStatusChange; ipAddress: string | null },
): Promise<number> {
  const { staff, scope, status, ipAddress } = request
  const from = status === 'suspended' ? 'open' : 'suspended'
  return db.transaction(async (tx) => {
    const recordId = await findScope(tx, scope)
    const inScope =
      scope.kind === 'market'
        ? eq(sportMarkets.id, scope.id)
        : scope.kind === 'event'
          ? eq(sportMarkets.eventId, scope.id)
          : inArray(
              sportMarkets.eventId,
              tx
                .select({ id: sportEvents.id })
                .from(sportEvents)
                .where(
                  and(
                    eq(sportEvents.sportSlug, scope.slug),
                    inArray(sportEvents.status, ['scheduled', 'live']),
                  ),
                ),
            )
    // A market a live feed holds suspended (a bet stop, a silent feed) is taken over by the trader's suspension,
    // so the feed's next bet start leaves it suspended.
    const affected =
      status === 'suspended'
        ? or(eq(sportMarkets.status, from), isNotNull(sportMarkets.feedHold))
        : eq(sportMarkets.status, from)
    const changed = await tx
      .update(sportMarkets)
      .set({ status, feedHold: null, updatedAt: sql`now()` })
      .where(and(inScope, affected))
      .returning({ id: sportMarkets.id })
    const marketIds = changed.map((market) => market.id).sort()
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: status === 'suspended' ? 'sportsbook.markets.suspend' : 'sportsbook.markets.reopen',
      recordType: recordTypes[scope.kind],
      recordId,
      before: { status: from, marketIds },
      after: { status, marketIds },
      ipAddress,
    })
    return marketIds.length
  })
}

async function findScope(tx: Pick<Db, 'select'>, scope: MarketScope): Promise<string> {
  if (scope.kind === 'sport') {
    const [sport] = await tx.select({ slug: sports.slug }).from(sports).where(eq(sports.slug, scope.slug))
    if (!sport) throw new AppError('NOT_FOUND')
    return sport.slug
  }
  if (!isUuid(scope.id)) throw new AppError('NOT_FOUND')
  const [found] =
    scope.kind === 'market'
      ? await tx.select({ id: sportMarkets.id }).from(sportMarkets).where(eq(sportMarkets.id, scope.id))
      : await tx.select({ id: sportEvents.id }).from(sportEvents).where(eq(sportEvents.id, scope.id))
  if (!found) throw new AppError('NOT_FOUND')
  return found.id
}
