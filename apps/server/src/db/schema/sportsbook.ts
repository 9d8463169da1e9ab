import type { Currency } from '@khela/contracts/accounts'
import type { EventSquads, FeedHold } from '@khela/contracts/admin-sportsbook'
import type { LocalizedText } from '@khela/contracts/i18n'
import type {
  EventStatus,
  MarketPeriod,
  MarketStatus,
  SelectionStatus,
  SportStatus,
} from '@khela/contracts/sportsbook'
import { MAX_BET_DELAY_MS, type OddsPolicy, type SystemBetName } from '@khela/contracts/sportsbook-bet-types'
import type { BetType } from '@khela/contracts/sportsbook-bets'
import type { CashOutPricedLeg } from '@khela/contracts/sportsbook-cash-out-api'
import type { FeedRunError, FeedRunStatus, FeedSourceStatus } from '@khela/contracts/sportsbook-feed-sources'
import type {
  SportBetLegStatus,
  SportBetRefusal,
  SportBetStatus,
  SportBetType,
} from '@khela/contracts/sportsbook-placement'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// Odds are integer thousandths of decimal odds (1850 = 1.85) and lines integer thousandths (2500 = 2.5, -1500 =
// −1.5): exact for every quarter line a feed sends, and never a float. Limits are integer minor units.
// Rows a feed sends are found again by (external_source, external_id), so a re-sent fixture updates its row.

/** The sports the site lists, in the operator's order. `slug` is the sport's key everywhere, so it never changes. */
export const sports = pgTable(
  'sports',
  {
    slug: text('slug').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** A lucide icon's name (kebab-case). */
    icon: text('icon').notNull(),
    position: integer('position').notNull(),
    status: text('status').$type<SportStatus>().notNull().default('active'),
    /** How long an in-play bet waits before it is accepted or refused (place-sport-bet.ts), milliseconds. */
    betDelayMs: integer('bet_delay_ms').notNull().default(5000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sports_position_idx').on(table.position),
    check('sports_status_known', sql`${table.status} IN ('active', 'inactive')`),
    check(
      'sports_bet_delay_range',
      sql`${table.betDelayMs} BETWEEN 0 AND ${sql.raw(String(MAX_BET_DELAY_MS))}`,
    ),
  ],
)

export const sportCompetitions = pgTable(
  'sport_competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sportSlug: text('sport_slug')
      .notNull()
      .references(() => sports.slug),
    slug: text('slug').notNull(),
    /** As the operator or the feed writes it, in both languages. */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** ISO 3166 alpha-2; null for an international competition. */
    country: text('country'),
    position: integer('position').notNull().default(0),
    status: text('status').$type<SportStatus>().notNull().default('active'),
    /** The competition's in-play bet delay, milliseconds; null takes its sport's. */
    betDelayMs: integer('bet_delay_ms'),
    externalSource: text('external_source').notNull(),
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'sport_competitions_bet_delay_range',
      sql`${table.betDelayMs} IS NULL OR ${table.betDelayMs} BETWEEN 0 AND ${sql.raw(String(MAX_BET_DELAY_MS))}`,
    ),
    uniqueIndex('sport_competitions_external_idx').on(table.externalSource, table.externalId),
    uniqueIndex('sport_competitions_sport_slug_idx').on(table.sportSlug, table.slug),
    // The target of sport_events' (competition, sport) key, which keeps an event's sport its competition's.
    unique('sport_competitions_id_sport_key').on(table.id, table.sportSlug),
    check('sport_competitions_status_known', sql`${table.status} IN ('active', 'inactive')`),
  ],
)

/**
 * A fixture between two participants (teams or players). `sport_slug` repeats the competition's, held equal by
 * the composite key, so a sport's upcoming events are one index range (sport, status, start).
 */
export const sportEvents = pgTable(
  'sport_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionId: uuid('competition_id').notNull(),
    sportSlug: text('sport_slug').notNull(),
    home: jsonb('home').$type<LocalizedText>().notNull(),
    away: jsonb('away').$type<LocalizedText>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').$type<EventStatus>().notNull().default('scheduled'),
    /** Each side's players (key + names), what top batter and player runs markets are built from. */
    squads: jsonb('squads').$type<EventSquads>().notNull().default({ home: [], away: [] }),
    externalSource: text('external_source').notNull(),
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'sport_events_competition_fk',
      columns: [table.competitionId, table.sportSlug],
      foreignColumns: [sportCompetitions.id, sportCompetitions.sportSlug],
    }),
    uniqueIndex('sport_events_external_idx').on(table.externalSource, table.externalId),
    index('sport_events_sport_upcoming_idx').on(table.sportSlug, table.status, table.startsAt),
    index('sport_events_competition_idx').on(table.competitionId, table.startsAt),
    check(
      'sport_events_status_known',
      sql`${table.status} IN ('scheduled', 'live', 'ended', 'postponed', 'cancelled')`,
    ),
  ],
)

/**
 * One market of an event. `version` goes up with every change of its status or line and of any of its selections'
 * prices or statuses (triggers, migration 0033), whoever writes it: a bet names the version it was priced at.
 */
export const sportMarkets = pgTable(
  'sport_markets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => sportEvents.id, { onDelete: 'cascade' }),
    /** The market template's code (modules/sportsbook/market-templates.ts). */
    template: text('template').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    period: text('period').$type<MarketPeriod>().notNull().default('match'),
    /** Thousandths: 2500 = 2.5 goals, -1500 = −1.5 handicap. Null for a market without a line. */
    line: integer('line'),
    /** A market built from a squad: the side whose players it names (top batter, player runs); else null. */
    squadSide: text('squad_side').$type<'home' | 'away'>(),
    /** A one-player market (player runs): the player's key in that side's squad; else null. */
    playerKey: text('player_key'),
    status: text('status').$type<MarketStatus>().notNull().default('open'),
    /**
     * Why a live feed holds the market suspended: `bet_stop` (a delivery is coming), `feed_silent` (the watchdog),
     * `feed` (the feed's own prices message). The feed reopens only what it holds; a trader's or the liability
     * limit's suspension (null here) stays until a trader lifts it.
     */
    feedHold: text('feed_hold').$type<FeedHold>(),
    /**
     * When the market (or one of its selections) last became suspended, by trigger at the moment of the change
     * (migration 0042): an in-play bet placed before it and still waiting its delay is refused.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /** Per bet, minor units. */
    maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
    maxPayout: bigint('max_payout', { mode: 'number' }).notNull(),
    /**
     * The most the book may lose on the market, minor units: its worst-case liability (sport-liability.ts) never
     * passes it, and the bet that brings it within a minimum stake of it suspends the market.
     */
    liabilityLimit: bigint('liability_limit', { mode: 'number' }).notNull().default(100_000_000),
    position: integer('position').notNull().default(0),
    externalSource: text('external_source').notNull(),
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sport_markets_external_idx').on(table.externalSource, table.externalId),
    index('sport_markets_event_idx').on(table.eventId, table.position),
    check('sport_markets_status_known', sql`${table.status} IN ('open', 'suspended', 'closed', 'settled')`),
    check(
      'sport_markets_period_known',
      sql`${table.period} IN ('match', 'first_half', 'first_innings', 'series')`,
    ),
    check('sport_markets_version_positive', sql`${table.version} >= 1`),
    check(
      'sport_markets_player_has_side',
      sql`(${table.squadSide} IS NULL OR ${table.squadSide} IN ('home', 'away')) AND (${table.playerKey} IS NULL OR ${table.squadSide} IS NOT NULL)`,
    ),
    check(
      'sport_markets_limits_positive',
      sql`${table.maxStake} > 0 AND ${table.maxPayout} >= ${table.maxStake}`,
    ),
    check('sport_markets_liability_limit_positive', sql`${table.liabilityLimit} > 0`),
    check(
      'sport_markets_feed_hold_known',
      sql`${table.feedHold} IS NULL OR (${table.feedHold} IN ('bet_stop', 'feed_silent', 'feed') AND ${table.status} = 'suspended')`,
    ),
  ],
)

export const sportSelections = pgTable(
  'sport_selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => sportMarkets.id, { onDelete: 'cascade' }),
    /** Stable within the market (`home`, `over`, `2-1`, a player's key): what a feed's update names. */
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Decimal odds in thousandths (1850 = 1.85). */
    price: integer('price').notNull(),
    status: text('status').$type<SelectionStatus>().notNull().default('open'),
    /** A dead heat's share: `tied_count` runners sharing places of which `places_paid` are paid; else null. */
    placesPaid: integer('places_paid'),
    tiedCount: integer('tied_count'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sport_selections_market_code_idx').on(table.marketId, table.code),
    index('sport_selections_market_order_idx').on(table.marketId, table.position),
    check('sport_selections_price_above_one', sql`${table.price} > 1000`),
    check(
      'sport_selections_status_known',
      sql`${table.status} IN ('open', 'suspended', 'won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat')`,
    ),
    check(
      'sport_selections_dead_heat_share',
      sql`(${table.status} = 'dead_heat') = (${table.placesPaid} IS NOT NULL AND ${table.tiedCount} IS NOT NULL AND 1 <= ${table.placesPaid} AND ${table.placesPaid} < ${table.tiedCount})`,
    ),
  ],
)

/**
 * A player's sportsbook bet. Its stake left their cash for the book's liability account in the transfer
 * `stake_transfer_id`, in the transaction that wrote the bet. `potential_return` is what it pays if every leg
 * wins at the prices taken, at most the tightest leg's maximum payout. `payout` is what settlement paid.
 */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    type: text('type').$type<SportBetType>().notNull(),
    /** A system bet's: a named full cover (trixie…) or k_from_n with its legs per line; null otherwise. */
    system: text('system').$type<SystemBetName | 'k_from_n'>(),
    legsPerLine: integer('legs_per_line'),
    /** The whole stake, moved from cash: stake_per_line × line_count. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    stakePerLine: bigint('stake_per_line', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull().default(1),
    potentialReturn: bigint('potential_return', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<SportBetStatus>().notNull().default('open'),
    /** An in-play bet's end of its delay: it is `pending` until decided then (decide-pending-bets.ts). */
    decideAt: timestamp('decide_at', { withTimezone: true }),
    /** Why a pending bet was refused (an error code); its stake went back in a `sport_bet_refund`. */
    refusal: text('refusal').$type<SportBetRefusal>(),
    oddsPolicy: text('odds_policy').$type<OddsPolicy>().notNull(),
    /** The Idempotency-Key the player's request carried. */
    idempotencyKey: text('idempotency_key').notNull(),
    stakeTransferId: uuid('stake_transfer_id').notNull(),
    /**
     * The part of the whole stake the player has cashed out (sport-bet-cash-outs): settlement pays the rest, the
     * stake still running, at the bet's old prices. The whole stake once the bet is cashed out in full.
     */
    cashedOutStake: bigint('cashed_out_stake', { mode: 'number' }).notNull().default(0),
    /** What the cash-outs of this bet have paid so far; `payout` stays what settlement paid. */
    cashedOutAmount: bigint('cashed_out_amount', { mode: 'number' }).notNull().default(0),
    /** The offer at which the bet cashes itself out in full (minor units), set by the player; null for none. */
    autoCashOutAt: bigint('auto_cash_out_at', { mode: 'number' }),
    /**
     * The bonus grant the bet feeds (modules/bonuses/README.md): the one in play at placement, whose money covered
     * `bonus_stake` of the stake (0 when cash paid it all), or the free bet the stake came from. Null: cash only.
     */
    bonusGrantId: uuid('bonus_grant_id'),
    bonusStake: bigint('bonus_stake', { mode: 'number' }).notNull().default(0),
    /** Staked with a free bet (`bonus_grant_id`): a win pays the winnings only, never the stake. */
    isFreeBet: boolean('is_free_bet').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'sport_bets_bonus_stake',
      sql`${table.bonusStake} >= 0 AND ${table.bonusStake} <= ${table.stake} AND (${table.bonusGrantId} IS NOT NULL OR ${table.bonusStake} = 0) AND (NOT ${table.isFreeBet} OR ${table.bonusStake} = ${table.stake})`,
    ),
    uniqueIndex('sport_bets_user_key_idx').on(table.userId, table.idempotencyKey),
    index('sport_bets_user_created_idx').on(table.userId, table.createdAt),
    // The back office's bet search, newest first across every player.
    index('sport_bets_created_idx').on(table.createdAt.desc()),
    // Settlement finds the bets still to settle here, however many are settled already.
    index('sport_bets_open_idx').on(table.id).where(sql`${table.status} = 'open'`),
    // The decision job's next bets, in the order their delays end.
    index('sport_bets_pending_idx').on(table.decideAt).where(sql`${table.status} = 'pending'`),
    check(
      'sport_bets_pending_decides',
      sql`(${table.status} <> 'pending' OR ${table.decideAt} IS NOT NULL) AND ((${table.status} = 'refused') = (${table.refusal} IS NOT NULL))`,
    ),
    check('sport_bets_type_known', sql`${table.type} IN ('single', 'accumulator', 'system')`),
    check(
      'sport_bets_system_named',
      sql`(${table.type} = 'system') = (${table.system} IS NOT NULL) AND (coalesce(${table.system}, '') = 'k_from_n') = (${table.legsPerLine} IS NOT NULL)`,
    ),
    check(
      'sport_bets_stake_per_line',
      sql`${table.stakePerLine} > 0 AND ${table.lineCount} >= 1 AND ${table.stake} = ${table.stakePerLine} * ${table.lineCount}`,
    ),
    check(
      'sport_bets_status_known',
      sql`${table.status} IN ('pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'refused')`,
    ),
    check('sport_bets_odds_policy_known', sql`${table.oddsPolicy} IN ('none', 'higher', 'any')`),
    check('sport_bets_stake_positive', sql`${table.stake} > 0`),
    check('sport_bets_amounts_not_negative', sql`${table.potentialReturn} >= 0 AND ${table.payout} >= 0`),
    // A system bet cashes out whole lines' worth, so the stake still running stays a whole stake per line.
    check(
      'sport_bets_cashed_out_stake',
      sql`${table.cashedOutStake} >= 0 AND ${table.cashedOutStake} <= ${table.stake} AND ${table.cashedOutStake} % ${table.lineCount} = 0 AND ${table.cashedOutAmount} >= 0`,
    ),
    check(
      'sport_bets_auto_cash_out_positive',
      sql`${table.autoCashOutAt} IS NULL OR ${table.autoCashOutAt} > 0`,
    ),
    // The automatic cash-out's sweep reads the open bets that asked for one.
    index('sport_bets_auto_cash_out_idx')
      .on(table.id)
      .where(sql`${table.status} = 'open' AND ${table.autoCashOutAt} IS NOT NULL`),
  ],
)

/**
 * A bet bought back by the book (cash-out.ts): `stakePart` of the whole stake for `amount`, at the offer priced from
 * the legs' markets at `pricedAt` (each market's id, version and the price then, or its result), paid by the
 * ledger transfer `transferId`. A full cash-out's part is what was still running; a partial one leaves the rest.
 */
export const sportBetCashOuts = pgTable(
  'sport_bet_cash_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportBets.id),
    userId: text('user_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Paid to the player's cash, minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Of the whole stake, minor units. */
    stakePart: bigint('stake_part', { mode: 'number' }).notNull(),
    /** The offer for everything still running when it was taken. */
    offer: bigint('offer', { mode: 'number' }).notNull(),
    isFull: boolean('is_full').notNull(),
    /** The player's own request, or the automatic cash-out at the amount the player set. */
    isAutomatic: boolean('is_automatic').notNull().default(false),
    pricedAt: jsonb('priced_at').$type<CashOutPricedLeg[]>().notNull(),
    transferId: uuid('transfer_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sport_bet_cash_outs_bet_idx').on(table.betId),
    uniqueIndex('sport_bet_cash_outs_bet_key_idx').on(table.betId, table.idempotencyKey),
    check(
      'sport_bet_cash_outs_amount_positive',
      sql`${table.amount} > 0 AND ${table.offer} >= ${table.amount}`,
    ),
    check('sport_bet_cash_outs_stake_part_positive', sql`${table.stakePart} > 0`),
  ],
)

/**
 * One selection of a bet, at the price and market version it was taken at, named by its bet and its event: one leg
 * per event (the primary key), since an accumulator of related selections would pay as if they were independent.
 * `position` is the leg's place on the slip, which the bet's reads order by.
 *
 * The bet is written by the same statement (write-sport-bet.ts); the selection, market and event are the ones the
 * placement read under its locks (lock-placement.ts). The book never deletes a bet or anything a leg names: a
 * trigger refuses it (migrations 0055 and 0057), in place of foreign keys that cost every leg four checks at
 * placement (decisions 19 and 21). A leg has three indexes, each one a query needs (decision 21).
 */
export const sportBetLegs = pgTable(
  'sport_bet_legs',
  {
    betId: uuid('bet_id').notNull(),
    position: integer('position').notNull(),
    selectionId: uuid('selection_id').notNull(),
    marketId: uuid('market_id').notNull(),
    eventId: uuid('event_id').notNull(),
    /** Decimal odds in thousandths, as taken. */
    price: integer('price').notNull(),
    marketVersion: bigint('market_version', { mode: 'number' }).notNull(),
    status: text('status').$type<SportBetLegStatus>().notNull().default('open'),
  },
  (table) => [
    // A bet's legs, and whether any still waits for a result (settle-sport-bets.ts), are found by the bet.
    primaryKey({ name: 'sport_bet_legs_pk', columns: [table.betId, table.eventId] }),
    // A market's settlement walks its legs in the order of their bets (settle-sport-bets.ts).
    index('sport_bet_legs_market_bet_idx').on(table.marketId, table.betId),
    index('sport_bet_legs_event_idx').on(table.eventId),
    check('sport_bet_legs_price_above_one', sql`${table.price} > 1000`),
    check(
      'sport_bet_legs_status_known',
      sql`${table.status} IN ('open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat')`,
    ),
  ],
)

/**
 * The book's running exposure on one selection, kept by every bet placed in the bet's own transaction
 * (sport-liability.ts): `returns` is the potential return of every bet with a leg on it (an accumulator's whole
 * return on each of its legs, the worst case), `stakes` those bets' stakes. A selection's liability is its market's
 * returns if it wins minus every stake the market took: `returns − Σ stakes of the market`. Settlement leaves the
 * rows as they are: the back office shows the markets still to be settled.
 */
export const sportSelectionLiability = pgTable(
  'sport_selection_liability',
  {
    selectionId: uuid('selection_id')
      .primaryKey()
      .references(() => sportSelections.id, { onDelete: 'cascade' }),
    marketId: uuid('market_id')
      .notNull()
      .references(() => sportMarkets.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => sportEvents.id, { onDelete: 'cascade' }),
    stakes: bigint('stakes', { mode: 'number' }).notNull().default(0),
    returns: bigint('returns', { mode: 'number' }).notNull().default(0),
    betCount: integer('bet_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sport_selection_liability_market_idx').on(table.marketId),
    index('sport_selection_liability_event_idx').on(table.eventId),
    check(
      'sport_selection_liability_not_negative',
      sql`${table.stakes} >= 0 AND ${table.returns} >= 0 AND ${table.betCount} >= 0`,
    ),
  ],
)

/**
 * A trader's stake factor for one player, in basis points (10 000 = 1.00): the most a bet of theirs takes is every
 * market's maximum stake times it. No row: 1.00.
 */
export const sportPlayerStakeFactors = pgTable(
  'sport_player_stake_factors',
  {
    userId: text('user_id').primaryKey(),
    factorBasisPoints: integer('factor_basis_points').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sport_player_stake_factors_range', sql`${table.factorBasisPoints} BETWEEN 100 AND 100000`),
  ],
)

/** An HTTP(S) address serving a feed document, polled by the leader every `poll_interval_minutes` while active. */
export const sportFeedSources = pgTable(
  'sport_feed_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    pollIntervalMinutes: integer('poll_interval_minutes').notNull(),
    status: text('status').$type<FeedSourceStatus>().notNull().default('active'),
    /** When the leader polls it next; a poll claims it by moving this forward first, so two never overlap. */
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sport_feed_sources_due_idx').on(table.nextPollAt).where(sql`${table.status} = 'active'`),
    check('sport_feed_sources_status_known', sql`${table.status} IN ('active', 'paused')`),
    check('sport_feed_sources_interval_range', sql`${table.pollIntervalMinutes} BETWEEN 1 AND 1440`),
  ],
)

/** One poll of a feed source: when, what it imported, or why it failed. */
export const sportFeedRuns = pgTable(
  'sport_feed_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => sportFeedSources.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
    status: text('status').$type<FeedRunStatus>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    errorCode: text('error_code').$type<FeedRunError>(),
    httpStatus: integer('http_status'),
    errorDetail: text('error_detail'),
  },
  (table) => [
    index('sport_feed_runs_source_idx').on(table.sourceId, table.startedAt),
    check('sport_feed_runs_status_known', sql`${table.status} IN ('succeeded', 'failed')`),
    check('sport_feed_runs_trigger_known', sql`${table.trigger} IN ('schedule', 'manual')`),
  ],
)

/**
 * A booking code: a slip's selections (and whether they were singles, an accumulator or which system) saved under a
 * short code, so another device loads the same slip at the prices then standing. Stakes are the player's own.
 */
export const sportBookingCodes = pgTable(
  'sport_booking_codes',
  {
    code: text('code').primaryKey(),
    betType: jsonb('bet_type').$type<BetType>().notNull(),
    /** In the slip's order. */
    selectionIds: uuid('selection_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sport_booking_codes_expires_idx').on(table.expiresAt),
    check('sport_booking_codes_selections', sql`cardinality(${table.selectionIds}) BETWEEN 1 AND 20`),
  ],
)
