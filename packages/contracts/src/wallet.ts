import { z } from 'zod'
import { currencies } from './accounts.ts'

/**
 * Money is an integer number of minor units (poisha for BDT) everywhere: `bigint` in the database, a safe
 * integer in TypeScript and JSON (at most 2^53 − 1 poisha, about 90 trillion taka, so no bigint is needed in
 * code). Formatting into taka happens only at the edge (`lib/money` on the web).
 */
export const minorAmount = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(1, 'NUMBER_OUT_OF_RANGE')
  .max(Number.MAX_SAFE_INTEGER, 'NUMBER_OUT_OF_RANGE')
  .meta({ description: 'Money in integer minor units (poisha for BDT).' })

/** Money in an answer, which may be zero (a balance) or negative (a net figure); `minorAmount` for input. */
export const minorUnits = z
  .number()
  .int()
  .meta({ description: 'Money in integer minor units (poisha for BDT); may be negative (a net figure).' })

/** Money in an answer that is never negative: an amount moved, a balance, a stake, a limit. */
export const minorUnitsAtLeastZero = z
  .number()
  .int()
  .min(0)
  .meta({ description: 'Money in integer minor units (poisha for BDT), never negative.' })

/** `partner`: a node of the retail agent network (modules/partners), owner of its float account. */
export const ledgerOwnerKinds = ['player', 'operator', 'partner'] as const
export type LedgerOwnerKind = (typeof ledgerOwnerKinds)[number]

/** Player-owned kinds carry a stored balance that never goes below zero; the others are derived from transfers. */
export const playerAccountKinds = ['player_cash', 'player_bonus', 'withdrawal_hold'] as const
export type PlayerAccountKind = (typeof playerAccountKinds)[number]

/**
 * `method_clearing` and `provider_clearing` exist once per payment method or game provider code;
 * `sportsbook_liability` holds the stakes of open sportsbook bets until they settle.
 */
export const operatorAccountKinds = [
  'house',
  'method_clearing',
  'provider_clearing',
  'adjustments',
  'sportsbook_liability',
  /** What bonuses cost the operator: grants are paid from it, forfeits return to it (modules/bonuses). */
  'bonus_cost',
  /** Float issued to the agent network's top nodes: what the operator's agents owe it (docs/decisions/0016). */
  'agent_float_issued',
  /** What partners' commissions cost: statements are paid from it (modules/partners). */
  'partner_commission',
] as const
export type OperatorAccountKind = (typeof operatorAccountKinds)[number]

/**
 * One bonus grant's money, a player's account apart from their cash (invariant 8), keyed by the grant's id in
 * `code`; not one of `playerAccountKinds`, which every player has exactly one of (modules/bonuses).
 */
export const grantAccountKind = 'bonus_grant'

/**
 * A node of the agent network's float (modules/partners): a stored balance that may go below zero down to minus
 * the account's credit limit, never further (docs/decisions/0016-agent-floats.md).
 */
export const floatAccountKind = 'agent_float'

export const ledgerAccountKinds = [
  ...playerAccountKinds,
  grantAccountKind,
  ...operatorAccountKinds,
  floatAccountKind,
] as const
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number]

/** Why money moved; each domain adds its own as it arrives. */
export const transferKinds = [
  'adjustment',
  'deposit',
  'withdrawal_hold',
  'withdrawal_settle',
  'withdrawal_release',
  'bet_stake',
  'bet_win',
  /** A stake returned whole, e.g. a bet the game could not settle. */
  'bet_refund',
  /** A provider game's stake, win, rolled-back stake and rolled-back win (modules/providers). */
  'provider_bet',
  'provider_win',
  'provider_refund',
  'provider_win_reversal',
  /** A sportsbook bet's stake, from the player's cash to the book's liability account (modules/sportsbook). */
  'sport_bet_stake',
  /** An in-play bet refused at the end of its delay: its stake back from the liability account to cash. */
  'sport_bet_refund',
  /** What a settled sportsbook bet returns, from the book's liability account to the player's cash. */
  'sport_bet_win',
  /** A corrected result: the payout a settled bet had, taken back to the liability account, and what it pays now. */
  'sport_bet_win_reversal',
  'sport_bet_resettle',
  /** A sportsbook bet (or part of its stake) bought back by the book: liability account → the player's cash. */
  'sport_cash_out',
  /** Bonuses: bonus cost → a grant's account; a met grant → cash; a grant's money back to bonus cost. */
  'bonus_grant',
  'bonus_conversion',
  'bonus_forfeit',
  /** A week's cashback paid as cash: bonus cost → the player's cash. */
  'bonus_cashback',
  /** A free spin's win reported by the game provider: bonus cost → the free-spins grant's account. */
  'bonus_free_round_win',
  /**
   * The agent network (modules/partners): float issued to a top node or returned; float moved between a parent
   * and a child; a shop's cash deposit (shop float → player cash); a shop's payout of a withdrawal (hold → float).
   */
  'agent_float_issue',
  'agent_float_move',
  'agent_shop_deposit',
  'agent_shop_payout',
  /** A commission statement paid: partner commission → the affiliate's cash or the agent node's float. */
  'partner_commission',
] as const
export type TransferKind = (typeof transferKinds)[number]

/**
 * Every money-moving request carries a client-generated key in the `Idempotency-Key` header (a UUID is ideal):
 * replaying it returns the first answer, another request under the same key is refused.
 */
export const idempotencyKeyHeader = 'idempotency-key'
export const idempotencyKey = z
  .string('REQUIRED')
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'INVALID_IDEMPOTENCY_KEY')
export const idempotencyHeaders = z.object({ [idempotencyKeyHeader]: idempotencyKey })

export const playerBalances = z.object({
  currency: z.enum(currencies),
  cash: minorUnits,
  bonus: minorUnits,
  onHold: minorUnits,
})
export type PlayerBalances = z.infer<typeof playerBalances>

export const reconciliationMismatch = z.object({
  accountId: z.string(),
  ownerKind: z.enum(ledgerOwnerKinds),
  ownerId: z.string(),
  kind: z.enum(ledgerAccountKinds),
  code: z.string(),
  currency: z.enum(currencies),
  stored: z.number().int(),
  expected: z.number().int(),
})

export const currencyTotal = z.object({
  currency: z.enum(currencies),
  /** Stored balances of player accounts plus the derived balances of the others: zero when the books balance. */
  sum: z.number().int(),
  isBalanced: z.boolean(),
})

export const reconciliationReport = z.object({
  checkedAt: z.iso.datetime(),
  accountsChecked: z.number().int(),
  transfersChecked: z.number().int(),
  mismatches: z.array(reconciliationMismatch),
  /** Transfers naming an account that does not exist or holds another currency (none, unless written around `transfer`). */
  strayTransfers: z.number().int(),
  currencies: z.array(currencyTotal),
  isClean: z.boolean(),
})
export type ReconciliationReport = z.infer<typeof reconciliationReport>

export const adjustmentDirections = ['credit', 'debit'] as const

/** A manual correction of a player's cash; sent with an `Idempotency-Key` header. */
export const adjustmentInput = z.object({
  userId: z.string('REQUIRED').trim().min(1, 'REQUIRED'),
  direction: z.enum(adjustmentDirections, 'INVALID_CHOICE'),
  amount: minorAmount,
  reason: z.string('REQUIRED').trim().min(3, 'REQUIRED').max(500, 'TEXT_TOO_LONG'),
})
export type AdjustmentInput = z.input<typeof adjustmentInput>

export const adjustmentResult = z.object({
  transferId: z.string(),
  userId: z.string(),
  direction: z.enum(adjustmentDirections),
  amount: minorUnitsAtLeastZero,
  currency: z.enum(currencies),
  reason: z.string(),
  /** The player's cash right after this adjustment (a replay returns the first answer unchanged). */
  cashAfter: minorUnitsAtLeastZero,
  createdAt: z.iso.datetime(),
})
export type AdjustmentResult = z.infer<typeof adjustmentResult>

export const entryDirections = ['credit', 'debit'] as const

/**
 * One line of a player's transaction history: a transfer seen from one of their accounts. `credit` adds to that
 * account, `debit` takes from it; a move between two of their own accounts (a withdrawal hold) shows once per
 * account it touched.
 */
export const ledgerEntry = z.object({
  transferId: z.string(),
  account: z.enum(playerAccountKinds),
  direction: z.enum(entryDirections),
  kind: z.enum(transferKinds),
  amount: z.number().int(),
  currency: z.enum(currencies),
  /** The account's balance right after this transfer. */
  balanceAfter: z.number().int().nullable(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  /** The staff member's reason for an adjustment, the method of a deposit or withdrawal; empty otherwise. */
  note: z.string(),
  createdAt: z.iso.datetime(),
})
export type LedgerEntry = z.infer<typeof ledgerEntry>

export const ledgerEntryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

export const ledgerEntryPage = z.object({
  items: z.array(ledgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type LedgerEntryPage = z.infer<typeof ledgerEntryPage>
