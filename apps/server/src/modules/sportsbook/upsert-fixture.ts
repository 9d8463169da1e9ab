import type { EventSquads } from '@khela/contracts/admin-sportsbook'
import type { LocalizedText } from '@khela/contracts/i18n'
import type { EventStatus, MarketPeriod, MarketStatus, SelectionStatus } from '@khela/contracts/sportsbook'
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportCompetitions, sportEvents, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { sportEventLive } from '../../db/schema/sportsbook-live.ts'

export type FixtureSelection = {
  code: string
  name: LocalizedText
  /** Thousandths of decimal odds. */
  price: number
  position: number
  status?: SelectionStatus
}

export type FixtureMarket = {
  externalId: string
  template: string
  name: LocalizedText
  period: MarketPeriod
  line: number | null
  /** A market built from a squad: the side whose players it names; with `playerKey`, the one player. */
  squadSide?: 'home' | 'away' | null
  playerKey?: string | null
  maxStake: number
  maxPayout: number
  /** Written when the market is created; a trader's change afterwards stays. Left out: the column's default. */
  liabilityLimit?: number
  position: number
  /** Left out: a new market opens, an existing one keeps the status the operator or feed gave it. */
  status?: MarketStatus
  selections: FixtureSelection[]
}

/** One event as a feed (or the demo seed) sends it, with its competition and markets. */
export type Fixture = {
  /** Who sends it (`khela-demo`, a feed's name): external ids are unique per source. */
  source: string
  competition: {
    externalId: string
    sportSlug: string
    slug: string
    name: LocalizedText
    country: string | null
    position: number
  }
  event: {
    externalId: string
    home: LocalizedText
    away: LocalizedText
    startsAt: Date
    /** Left out: a new event is scheduled, an existing one keeps its status. */
    status?: EventStatus
    /** Left out: a new event has none, an existing one keeps what a trader or an earlier document gave it. */
    squads?: EventSquads
  }
  markets: FixtureMarket[]
}

const excluded = (column: string) => sql.raw(`excluded.${column}`)

/**
 * Writes a fixture in one transaction, found again by its external ids: a fixture sent twice leaves one event,
 * and a price sent again unchanged does not move its market's version (the triggers compare old and new).
 * Statuses are written only when the fixture carries them. Returns the event's id.
 */
export async function upsertFixture(db: Db, fixture: Fixture): Promise<string> {
  const { source, competition, event, markets } = fixture
  return db.transaction(async (tx) => {
    const [savedCompetition] = await tx
      .insert(sportCompetitions)
      .values({ ...competition, externalSource: source })
      .onConflictDoUpdate({
        target: [sportCompetitions.externalSource, sportCompetitions.externalId],
        set: { name: excluded('name'), country: excluded('country'), updatedAt: sql`now()` },
      })
      .returning({ id: sportCompetitions.id, sportSlug: sportCompetitions.sportSlug })
    if (!savedCompetition) throw new Error(`competition ${competition.externalId} was not saved`)

    const [savedEvent] = await tx
      .insert(sportEvents)
      .values({
        ...event,
        competitionId: savedCompetition.id,
        sportSlug: savedCompetition.sportSlug,
        externalSource: source,
      })
      .onConflictDoUpdate({
        target: [sportEvents.externalSource, sportEvents.externalId],
        set: {
          competitionId: excluded('competition_id'),
          home: excluded('home'),
          away: excluded('away'),
          startsAt: excluded('starts_at'),
          ...(event.status ? { status: excluded('status') } : {}),
          ...(event.squads ? { squads: excluded('squads') } : {}),
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: sportEvents.id })
    if (!savedEvent) throw new Error(`event ${event.externalId} was not saved`)
    await upsertMarkets(tx, { source, eventId: savedEvent.id, markets })
    return savedEvent.id
  })
}

/**
 * Writes an event's markets and their selections, found again by (source, external id) and (market, code): the
 * fixture's markets, or one a trader adds. Pass the transaction that writes the event. Returns the markets' ids.
 */
export async function upsertMarkets(
  db: Db,
  { source, eventId, markets }: { source: string; eventId: string; markets: FixtureMarket[] },
): Promise<{ id: string; externalId: string }[]> {
  if (markets.length === 0) return []

  const savedMarkets = await db
    .insert(sportMarkets)
    .values(
      markets.map(({ selections: _, ...market }) => ({
        ...market,
        eventId: eventId,
        externalSource: source,
      })),
    )
    .onConflictDoUpdate({
      target: [sportMarkets.externalSource, sportMarkets.externalId],
      set: {
        name: excluded('name'),
        line: excluded('line'),
        squadSide: excluded('squad_side'),
        playerKey: excluded('player_key'),
        maxStake: excluded('max_stake'),
        maxPayout: excluded('max_payout'),
        position: excluded('position'),
      },
      // A settled market keeps what it was settled as: a feed that still sends it open (a static document
      // polled again) must not reopen it, move its line or overwrite its results. It is left out of what follows.
      setWhere: ne(sportMarkets.status, 'settled'),
    })
    .returning({ id: sportMarkets.id, externalId: sportMarkets.externalId })
  const marketIds = new Map(savedMarkets.map((market) => [market.externalId, market.id]))
  const writable = markets.flatMap((market) => {
    const marketId = marketIds.get(market.externalId)
    return marketId ? [{ market, marketId }] : []
  })

  const selections = writable.flatMap(({ market, marketId }) =>
    market.selections.map(({ status: _, ...selection }) => ({ ...selection, marketId })),
  )
  if (selections.length > 0)
    await db
      .insert(sportSelections)
      .values(selections)
      .onConflictDoUpdate({
        target: [sportSelections.marketId, sportSelections.code],
        set: {
          name: excluded('name'),
          price: excluded('price'),
          position: excluded('position'),
          updatedAt: sql`now()`,
        },
        // Once a live feed covers the event, its prices are the live feed's: a fixture polled meanwhile is a
        // snapshot that would set them back.
        setWhere: sql`NOT EXISTS (SELECT 1 FROM ${sportMarkets} m JOIN ${sportEventLive} l ON l.event_id = m.event_id
                                  WHERE m.id = ${sportSelections.marketId})`,
      })

  // Statuses a fixture names, one row at a time: a feed sends them for the few markets that change.
  for (const { market, marketId } of writable) {
    if (market.status)
      await db
        .update(sportMarkets)
        .set({ status: market.status })
        // A market a live feed holds suspended stays so until the live feed lets it go; an event a live feed
        // covers takes its statuses from the live feed and the traders, not from a fixture.
        .where(
          and(
            eq(sportMarkets.id, marketId),
            ne(sportMarkets.status, 'settled'),
            isNull(sportMarkets.feedHold),
            sql`NOT EXISTS (SELECT 1 FROM ${sportEventLive} l WHERE l.event_id = ${sportMarkets.eventId})`,
          ),
        )
    for (const selection of market.selections)
      if (selection.status)
        await db
          .update(sportSelections)
          .set({ status: selection.status, updatedAt: sql`now()` })
          .where(
            and(
              eq(sportSelections.marketId, marketId),
              eq(sportSelections.code, selection.code),
              inArray(sportSelections.status, ['open', 'suspended']),
            ),
          )
  }
  return savedMarkets
}
