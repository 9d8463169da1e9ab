import { type Market, type Selection, shownMarketStatuses } from '@khela/contracts/sportsbook'
import { and, asc, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { findMarketTemplate } from './market-templates.ts'

const marketColumns = {
  id: sportMarkets.id,
  eventId: sportMarkets.eventId,
  template: sportMarkets.template,
  name: sportMarkets.name,
  period: sportMarkets.period,
  line: sportMarkets.line,
  status: sportMarkets.status,
  version: sportMarkets.version,
  maxStake: sportMarkets.maxStake,
  maxPayout: sportMarkets.maxPayout,
}

export type ShownMarketRow = Awaited<ReturnType<typeof findShownMarketRows>>[number]

/** The open and suspended markets of these events, each event's in its page order (the first is its main one). */
export async function findShownMarketRows(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return []
  return db
    .select(marketColumns)
    .from(sportMarkets)
    .where(
      and(inArray(sportMarkets.eventId, eventIds), inArray(sportMarkets.status, [...shownMarketStatuses])),
    )
    .orderBy(asc(sportMarkets.eventId), asc(sportMarkets.position), asc(sportMarkets.id))
}

/** These markets with their selections in order, as the player reads them. */
export async function withSelections(db: Db, rows: ShownMarketRow[], sportSlug: string): Promise<Market[]> {
  if (rows.length === 0) return []
  const selections = await db
    .select({
      id: sportSelections.id,
      marketId: sportSelections.marketId,
      code: sportSelections.code,
      name: sportSelections.name,
      price: sportSelections.price,
      status: sportSelections.status,
    })
    .from(sportSelections)
    .where(
      inArray(
        sportSelections.marketId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(sportSelections.marketId), asc(sportSelections.position), asc(sportSelections.code))
  const byMarket = new Map<string, Selection[]>()
  for (const { marketId, ...selection } of selections)
    byMarket.set(marketId, [...(byMarket.get(marketId) ?? []), selection])
  return rows.map(({ eventId: _, status, ...row }) => ({
    ...row,
    // The query keeps only the shown statuses.
    status: status === 'suspended' ? 'suspended' : 'open',
    rules: findMarketTemplate(sportSlug, row.template)?.rules ?? null,
    selections: byMarket.get(row.id) ?? [],
  }))
}
