import type { Currency } from '@khela/contracts/accounts'
import type { SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import type { SelectionStatus } from '@khela/contracts/sportsbook'
import type { CorrectionChange, ResultCorrectionStatus } from '@khela/contracts/sportsbook-resettlement'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { sportBets, sportMarkets } from './sportsbook.ts'

/**
 * A trader's correction of a settled market's result (modules/sportsbook/resettlement). Pending until a second
 * trader decides when its change is above the operator's amount; `applying` once the new results are written and
 * the settled bets are being re-paid; `applied` when none is left. One pending or applying per market.
 */
export const sportResultCorrections = pgTable(
  'sport_result_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => sportMarkets.id),
    status: text('status').$type<ResultCorrectionStatus>().notNull(),
    /** The selections' statuses when the correction was asked for, by code. */
    previous: jsonb('previous').$type<Record<string, SelectionStatus>>().notNull(),
    results: jsonb('results').$type<SelectionResultEntry[]>().notNull(),
    /** Per currency, what re-paying the settled bets changes (at the time of the request). */
    changes: jsonb('changes').$type<CorrectionChange[]>().notNull(),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sport_result_corrections_one_open_idx')
      .on(table.marketId)
      .where(sql`${table.status} IN ('pending', 'applying')`),
    index('sport_result_corrections_market_idx').on(table.marketId, table.createdAt),
    check(
      'sport_result_corrections_status_known',
      sql`${table.status} IN ('pending', 'rejected', 'applying', 'applied')`,
    ),
    // The four-eyes rule in the data too: whoever decided a correction someone else asked for is not its asker,
    // unless it applied at once (decided_by = requested_by, below the approval amount).
    check(
      'sport_result_corrections_decided',
      sql`(${table.status} = 'pending') = (${table.decidedBy} IS NULL)`,
    ),
  ],
)

/**
 * One settled bet re-paid under a correction: what it had been paid and what it pays now. Written in the
 * transaction that moves the money, so a rerun of a cut-short resettlement skips it. `unrecovered` is what the
 * bet still owes after this correction: the part of a reversal the player's cash no longer held (the reversal
 * takes what there is; the rest is left to staff), plus what earlier corrections could not take back less what
 * this one's new payout was set against it. A bet's newest row (`created_at`, taken once the bet is locked) is
 * what it owes now.
 */
export const sportBetResettlements = pgTable(
  'sport_bet_resettlements',
  {
    correctionId: uuid('correction_id')
      .notNull()
      .references(() => sportResultCorrections.id),
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportBets.id),
    currency: text('currency').$type<Currency>().notNull(),
    previousPayout: bigint('previous_payout', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    unrecovered: bigint('unrecovered', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.correctionId, table.betId] }),
    index('sport_bet_resettlements_bet_idx').on(table.betId),
    check(
      'sport_bet_resettlements_amounts',
      sql`${table.previousPayout} >= 0 AND ${table.payout} >= 0 AND ${table.unrecovered} >= 0`,
    ),
  ],
)
