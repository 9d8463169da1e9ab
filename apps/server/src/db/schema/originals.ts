import type { Currency } from '@khela/contracts/accounts'
import type { BetStatus, CrashPhase, OriginalGame } from '@khela/contracts/originals'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * A player's seed pair for the per-bet games (docs/fairness.md). The server seed stays secret (only its SHA-256 is
 * shown) until the pair is rotated; `next_nonce` rises by one per bet. One active pair per player; the edges in force
 * when the pair was made are fixed on it, so an edge change applies from the next pair. The active pair also holds
 * the server seed of the pair after it, its hash shown beside the active one's, so the seed a rotation promotes was
 * committed before the player chose the client seed it is paired with.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /**
     * The next pair's server seed, secret like the active one; rotating makes it the new pair's server seed unchanged.
     * Null only on pairs from before it was kept, until they are next read (ensureActiveSeed fills it).
     */
    nextServerSeed: text('next_server_seed'),
    nextServerSeedHash: text('next_server_seed_hash'),
    nextNonce: integer('next_nonce').notNull().default(0),
    edgesBps: jsonb('edges_bps').$type<Record<OriginalGame, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while active; set when rotated, which reveals the server seed. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_seeds_one_active_idx').on(table.userId).where(sql`${table.revealedAt} IS NULL`),
    index('fair_seeds_user_idx').on(table.userId, table.createdAt.desc()),
    check('fair_seeds_nonce_not_negative', sql`${table.nextNonce} >= 0`),
  ],
)

/**
 * Crash hash chains (docs/fairness.md): the commitment (SHA-256 of round 1's seed) is public from creation; the
 * terminal seed (round `length`'s) is secret, and every round's seed is derived from it by hashing. The salt is fixed
 * after the commitment, when round 1 takes off, from its bets' client seeds (contracts' crashChainSalt).
 */
export const crashChains = pgTable('crash_chains', {
  id: serial('id').primaryKey(),
  commitment: text('commitment').notNull().unique(),
  /** Null until round 1 takes off. Chains made before the rule have a salt the server drew (and are ended). */
  salt: text('salt'),
  /** The salt's inputs, sorted: round 1's bets' client seeds. Null while pending, and on chains from before. */
  saltClientSeeds: jsonb('salt_client_seeds').$type<string[]>(),
  terminalSeed: text('terminal_seed').notNull(),
  length: integer('length').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set when the chain stops before its length: its round 1 had no bet (no money rode on it, and a salt nobody
   * contributed to must carry none), or it was made before salts were derived. The next round starts a new chain.
   */
  endedAt: timestamp('ended_at', { withTimezone: true }),
})

// Multipliers are ten-thousandths up to ×1,000,000 (10^10), past a 32-bit integer: bigint columns.

/**
 * One shared Crash round. The crash point is computed when the round is made and kept secret (never sent) until
 * `phase` is crashed, when the seed is published. Times are the round's fixed timeline: betting until
 * `betting_ends_at`, take-off then, crash at `started_at + ln(crash point) / growth`.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => crashChains.id),
    roundNumber: integer('round_number').notNull(),
    seed: text('seed').notNull(),
    /** Null only while the chain's salt is not fixed yet (round 1 taking bets): it is computed at take-off. */
    crashPoint: bigint('crash_point', { mode: 'number' }),
    edgeBps: smallint('edge_bps').notNull(),
    phase: text('phase').$type<CrashPhase>().notNull().default('betting'),
    currency: text('currency').$type<Currency>().notNull().default('BDT'),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    /**
     * The published payout cap in force when the round was made (minor units), so a change during betting applies
     * from the next round, as the edge does. Rounds made before it was kept got the setting of the migration.
     */
    payoutCap: bigint('payout_cap', { mode: 'number' }).notNull(),
    /** Set when betting closes: floor(cap ÷ total stakes) when the cap can bind this round. */
    capMultiplier: bigint('cap_multiplier', { mode: 'number' }),
    crashedAt: timestamp('crashed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('crash_rounds_chain_round_unique').on(table.chainId, table.roundNumber),
    index('crash_rounds_phase_idx').on(table.phase),
    check('crash_rounds_phase_known', sql`${table.phase} IN ('betting', 'running', 'crashed')`),
  ],
)

/**
 * Every bet of every original game. Per-bet games point at their seed pair and nonce, Crash bets at their round and
 * slot. The stake's and the payout's transfers are keyed `bet:<id>:stake` / `bet:<id>:win` / `bet:<id>:refund`.
 */
export const gameBets = pgTable(
  'game_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    game: text('game').$type<OriginalGame>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    /** Ten-thousandths; null while open, 0 when lost. */
    multiplier: bigint('multiplier', { mode: 'number' }),
    status: text('status').$type<BetStatus>().notNull().default('open'),
    edgeBps: smallint('edge_bps').notNull(),
    seedId: uuid('seed_id').references(() => fairSeeds.id),
    nonce: integer('nonce'),
    roundId: bigint('round_id', { mode: 'number' }).references(() => crashRounds.id),
    slot: smallint('slot'),
    /** Crash, round 1 of a chain: the client seed of the player's active seed pair at the bet (an input of the salt). */
    clientSeed: text('client_seed'),
    /** Crash: the auto cash-out multiplier (ten-thousandths). */
    autoCashout: bigint('auto_cashout', { mode: 'number' }),
    /**
     * The published maximum payout per bet in force when the bet was placed (minor units): the bet's win pays at most
     * this, whatever the setting is when it settles (docs/fairness.md). Bets from before it was kept got the setting
     * of the migration.
     */
    maxPayout: bigint('max_payout', { mode: 'number' }).notNull(),
    /**
     * The bonus grant whose money covered part of the stake (`bonusStake`, the shortfall of cash), null when cash
     * paid it all: a win returns to the same places in the same proportion (modules/bonuses/README.md).
     */
    bonusGrantId: uuid('bonus_grant_id'),
    bonusStake: bigint('bonus_stake', { mode: 'number' }).notNull().default(0),
    /** Game-specific parameters and outcome (see the *Details types in contracts/originals.ts). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('game_bets_user_idx').on(table.userId, table.createdAt.desc()),
    index('game_bets_game_created_idx').on(table.game, table.createdAt.desc()),
    index('game_bets_created_idx').on(table.createdAt.desc()),
    index('game_bets_round_idx').on(table.roundId),
    uniqueIndex('game_bets_seed_nonce_idx').on(table.seedId, table.nonce),
    uniqueIndex('game_bets_round_slot_idx').on(table.roundId, table.userId, table.slot),
    uniqueIndex('game_bets_one_open_mines_idx')
      .on(table.userId)
      .where(sql`${table.game} = 'mines' AND ${table.status} = 'open'`),
    check('game_bets_status_known', sql`${table.status} IN ('open', 'won', 'lost', 'refunded')`),
    check('game_bets_stake_positive', sql`${table.stake} > 0`),
    check('game_bets_payout_not_negative', sql`${table.payout} >= 0`),
    check('game_bets_payout_within_cap', sql`${table.payout} <= ${table.maxPayout}`),
    check(
      'game_bets_seeded_or_round',
      sql`(${table.game} = 'crash') = (${table.roundId} IS NOT NULL AND ${table.slot} IS NOT NULL)
        AND (${table.game} = 'crash') = (${table.seedId} IS NULL AND ${table.nonce} IS NULL)`,
    ),
  ],
)
