import type { LocalizedText } from '@khela/contracts/i18n'
import type { EventStatus, MarketStatus, SelectionStatus } from '@khela/contracts/sportsbook'
import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/run-prepared.ts'

/** A selection a bet names, with its market and event as they stand once the bet holds their locks. */
export type BetLegFacts = {
  selectionId: string
  selectionName: LocalizedText
  selectionStatus: SelectionStatus
  price: number
  marketId: string
  marketName: LocalizedText
  marketStatus: MarketStatus
  line: number | null
  version: number
  maxStake: number
  maxPayout: number
  liabilityLimit: number
  suspendedAt: Date | null
  eventId: string
  eventStatus: EventStatus
  home: LocalizedText
  away: LocalizedText
  startsAt: Date
  /** The in-play bet delay: the competition's, else its sport's (milliseconds). */
  betDelayMs: number
}

/**
 * The selections a bet names, with their markets and events, read so that no price or status the bet is about to
 * take can change before it commits. Two statements, in this order, inside the bet's transaction (lock-placement.ts
 * runs them, each with more of the bet's facts):
 *
 * 1. `lockBetMarketsSql`: the markets and events are locked FOR SHARE, in the markets' id order (bets share these
 *    locks: they never queue behind one another, only behind a change).
 *    Every change that could price the bet differently takes the market's row lock, whoever writes it: a market's
 *    status or line is an UPDATE of the row, and a selection's price or status moves the market's version through
 *    the trigger of migration 0033 in the same transaction. So such a change either committed before the lock
 *    was granted, or waits for this bet to commit. Events are locked too, so an event's status (ended, cancelled)
 *    cannot change under the bet either.
 * 2. `betLegsSql`: the selections, markets and events are read again in a new statement. Under READ COMMITTED its
 *    snapshot is taken after the locks were granted, so it sees every change that committed before them. Reading
 *    the prices in the locking statement would not do: a locking read re-fetches the newest version of the rows it
 *    locks, but the joined selection rows would still come from the snapshot taken before it waited.
 *
 * Hence a bet is never accepted at a price that no longer stood: either the change is visible to step 2, or it
 * commits after the bet and the bet's legs carry the old version.
 */

/**
 * Step 1 as a CTE named `markets` (its rows the markets locked), for `selectionIds` (a uuid[] placeholder), run
 * only once `after` (a CTE of the same statement) has run: the player's cash row is locked before the markets.
 */
export const lockBetMarketsSql = (selectionIds: string, after: string) => `
  markets AS MATERIALIZED (
    SELECT m.id FROM sport_markets m JOIN sport_events e ON e.id = m.event_id
    WHERE m.id IN (SELECT s.market_id FROM sport_selections s WHERE s.id = ANY(${selectionIds}))
      AND EXISTS (SELECT 1 FROM ${after})
    ORDER BY m.id
    FOR SHARE OF m, e)`

/** Step 2 as one JSON array (`betLegFactsOf` reads it), for `selectionIds` (a uuid[] placeholder). */
export const betLegsSql = (selectionIds: string) => `
  (SELECT coalesce(json_agg(json_build_object(
      'selectionId', s.id, 'selectionName', s.name, 'selectionStatus', s.status, 'price', s.price,
      'marketId', m.id, 'marketName', m.name, 'marketStatus', m.status, 'line', m.line, 'version', m.version,
      'maxStake', m.max_stake, 'maxPayout', m.max_payout, 'liabilityLimit', m.liability_limit,
      'suspendedAt', m.suspended_at, 'eventId', e.id, 'eventStatus', e.status, 'home', e.home, 'away', e.away,
      'startsAt', e.starts_at, 'betDelayMs', coalesce(c.bet_delay_ms, sp.bet_delay_ms))), '[]')
    FROM sport_selections s
    JOIN sport_markets m ON m.id = s.market_id
    JOIN sport_events e ON e.id = m.event_id
    JOIN sport_competitions c ON c.id = e.competition_id
    JOIN sports sp ON sp.slug = e.sport_slug
    WHERE s.id = ANY(${selectionIds}))`

/** The legs as `betLegsSql` gives them (JSON, so both drivers read them alike). */
export function betLegFactsOf(
  legs: readonly (Omit<BetLegFacts, 'startsAt' | 'suspendedAt'> & {
    startsAt: string
    suspendedAt: string | null
  })[],
) {
  return legs.map(
    (leg): BetLegFacts => ({
      ...leg,
      version: Number(leg.version),
      maxStake: Number(leg.maxStake),
      maxPayout: Number(leg.maxPayout),
      liabilityLimit: Number(leg.liabilityLimit),
      startsAt: new Date(leg.startsAt),
      suspendedAt: leg.suspendedAt === null ? null : new Date(leg.suspendedAt),
      betDelayMs: Number(leg.betDelayMs),
    }),
  )
}

const lockStatement = `WITH ${lockBetMarketsSql('$1::uuid[]', '(SELECT 1) AS go')} SELECT count(*) FROM markets`
const readStatement = `SELECT ${betLegsSql('$1::uuid[]')} AS legs`

/** Both steps on their own, for a transaction that holds its player's lock already (a pending bet's decision). */
export async function lockBetLegs(tx: Db, selectionIds: readonly string[]): Promise<BetLegFacts[]> {
  await runPrepared(tx, 'sportsbook_lock_bet_markets', lockStatement, [selectionIds])
  const [row] = await runPrepared<{ legs: Parameters<typeof betLegFactsOf>[0] }>(
    tx,
    'sportsbook_read_bet_legs',
    readStatement,
    [selectionIds],
  )
  return betLegFactsOf(row?.legs ?? [])
}
