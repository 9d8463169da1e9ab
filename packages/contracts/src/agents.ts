import { z } from 'zod'
import { currencies } from './accounts.ts'
import { basisPoints, moneyAtLeastZero } from './commissions.ts'
import { isoDate, withDateRangeInOrder } from './date-range.ts'
import { minorAmount, minorUnits, minorUnitsAtLeastZero } from './wallet.ts'

/** The retail agent network of issue 20 (modules/partners): from the operator's partner down to the shop. */
export const agentLevels = ['super_agent', 'master_agent', 'agent', 'shop'] as const
export type AgentLevel = (typeof agentLevels)[number]

/** The level a node's children have; a shop has none. */
export function childLevelOf(level: AgentLevel): AgentLevel | null {
  return agentLevels[agentLevels.indexOf(level) + 1] ?? null
}

export const agentStatuses = ['active', 'suspended'] as const
export type AgentStatus = (typeof agentStatuses)[number]

export const shiftStatuses = ['open', 'closed'] as const
export type ShiftStatus = (typeof shiftStatuses)[number]

/** `expired`: not paid within its day, its hold released by the leader's sweep. */
export const shopWithdrawalStatuses = ['pending', 'paid', 'cancelled', 'expired'] as const
export type ShopWithdrawalStatus = (typeof shopWithdrawalStatuses)[number]

const limit = moneyAtLeastZero
const name = z.string('REQUIRED').trim().min(2, 'REQUIRED').max(100, 'TEXT_TOO_LONG')
const id = z.string('REQUIRED').trim().min(1, 'REQUIRED')

/** Staff create a node: a super agent has no parent; every other node's parent is one level above it. */
export const agentNodeInput = z.object({
  parentId: id.nullable(),
  /** A super agent's currency (BDT when left out); every other node has its parent's. */
  currency: z.enum(currencies, 'INVALID_CHOICE').optional(),
  name,
  /** The partner's sign-in (an account with the `agent` role) for an agent level; none for a shop. */
  userId: id.nullable(),
  creditLimit: limit,
  dailyOperationLimit: minorAmount,
  commissionCasinoBp: basisPoints.default(0),
  commissionSportsbookBp: basisPoints.default(0),
})

export const agentNode = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  level: z.enum(agentLevels),
  name: z.string(),
  userId: z.string().nullable(),
  status: z.enum(agentStatuses),
  currency: z.enum(currencies),
  /** The float's balance: negative when the node owes its parent (never below −creditLimit). */
  floatBalance: minorUnits,
  creditLimit: minorUnitsAtLeastZero,
  dailyOperationLimit: minorUnitsAtLeastZero,
  commissionCasinoBp: z.number().int(),
  commissionSportsbookBp: z.number().int(),
  createdAt: z.iso.datetime(),
})
export type AgentNode = z.infer<typeof agentNode>

/**
 * Staff change a node's status, credit limit, daily limit or commissions (from the next period closed); a limit
 * below the float's debt is FLOAT_LIMIT_REACHED.
 */
export const agentNodeUpdate = z.object({
  status: z.enum(agentStatuses, 'INVALID_CHOICE').optional(),
  creditLimit: limit.optional(),
  dailyOperationLimit: minorAmount.optional(),
  commissionCasinoBp: basisPoints.optional(),
  commissionSportsbookBp: basisPoints.optional(),
})

/** A shop's cashier: an account with the `agent` role, at one shop. */
export const cashierInput = z.object({ userId: id })
export const shopCashier = z.object({
  userId: z.string(),
  shopId: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
})

/**
 * Float from a parent to its child (`direction: 'down'`) or back (`up`); for a super agent the parent is the
 * operator (staff only). Sent with an `Idempotency-Key` header.
 */
export const floatMoveInput = z.object({
  nodeId: id,
  direction: z.enum(['down', 'up'], 'INVALID_CHOICE'),
  amount: minorAmount,
})
export const floatMoveResult = z.object({
  moveId: z.string(),
  nodeId: z.string(),
  direction: z.enum(['down', 'up']),
  amount: minorUnitsAtLeastZero,
  currency: z.enum(currencies),
  /** The child's float right after the move. */
  floatBalance: minorUnits,
})
export type FloatMoveResult = z.infer<typeof floatMoveResult>

export const shiftOpenInput = z.object({ countedCash: limit })
export const shiftCloseInput = z.object({ countedCash: limit })

export const cashierShift = z.object({
  id: z.string(),
  shopId: z.string(),
  cashierId: z.string(),
  status: z.enum(shiftStatuses),
  currency: z.enum(currencies),
  openingCash: minorUnitsAtLeastZero,
  depositsTotal: minorUnitsAtLeastZero,
  depositsCount: z.number().int(),
  payoutsTotal: minorUnitsAtLeastZero,
  payoutsCount: z.number().int(),
  /** Opening cash + cash taken for deposits − cash paid out. */
  expectedCash: minorUnits,
  closingCash: minorUnitsAtLeastZero.nullable(),
  /** Counted − expected at the close: negative is cash missing. */
  difference: minorUnits.nullable(),
  openedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
})
export type CashierShift = z.infer<typeof cashierShift>

/** A shift as stored (its timestamps as dates), for `toCashierShift`. */
export type StoredCashierShift = Omit<
  CashierShift,
  'expectedCash' | 'difference' | 'openedAt' | 'closedAt'
> & {
  openedAt: Date
  closedAt: Date | null
}

/** The shift report: expected cash is what the drawer should hold, the difference what the count found beyond it. */
export function toCashierShift(row: StoredCashierShift): CashierShift {
  const expectedCash = row.openingCash + row.depositsTotal - row.payoutsTotal
  return {
    id: row.id,
    shopId: row.shopId,
    cashierId: row.cashierId,
    status: row.status,
    currency: row.currency,
    openingCash: row.openingCash,
    depositsTotal: row.depositsTotal,
    depositsCount: row.depositsCount,
    payoutsTotal: row.payoutsTotal,
    payoutsCount: row.payoutsCount,
    expectedCash,
    closingCash: row.closingCash,
    difference: row.closingCash === null ? null : row.closingCash - expectedCash,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  }
}

/** A cashier's deposit for a player, found by their user id or phone number. Sent with an `Idempotency-Key`. */
export const shopDepositInput = z.object({
  player: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(100, 'TEXT_TOO_LONG'),
  amount: minorAmount,
})
export const shopDeposit = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  shiftId: z.string(),
  playerId: z.string(),
  amount: minorUnitsAtLeastZero,
  currency: z.enum(currencies),
  createdAt: z.iso.datetime(),
})
export type ShopDeposit = z.infer<typeof shopDeposit>

/** A player's withdrawal to collect at a shop. Sent with an `Idempotency-Key`. */
export const shopWithdrawalInput = z.object({ shopId: id, amount: minorAmount })
export const shopWithdrawal = z.object({
  id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  amount: minorUnitsAtLeastZero,
  currency: z.enum(currencies),
  status: z.enum(shopWithdrawalStatuses),
  expiresAt: z.iso.datetime(),
  /** Shown once, in the answer to the request (and its replay): only a hash of it is kept. */
  code: z.string().optional(),
  createdAt: z.iso.datetime(),
})
export type ShopWithdrawal = z.infer<typeof shopWithdrawal>

export const payoutCode = z
  .string('REQUIRED')
  .trim()
  .regex(/^\d{8}$/, 'INVALID_FORMAT')
export const shopPayoutInput = z.object({ code: payoutCode })
export const shopPayout = z.object({
  id: z.string(),
  withdrawalId: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  shiftId: z.string(),
  playerId: z.string(),
  amount: minorUnitsAtLeastZero,
  currency: z.enum(currencies),
  createdAt: z.iso.datetime(),
})
export type ShopPayout = z.infer<typeof shopPayout>

/** The Agent Tree's totals over a date range (the spec's t_w_b, w-d-b, win and los, named plainly). */
export const agentTreeQuery = withDateRangeInOrder(
  z.object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    search: z.string().trim().max(100).optional(),
  }),
)
export const agentTreeRow = agentNode.extend({
  depositsTotal: minorUnitsAtLeastZero,
  withdrawalsPaidTotal: minorUnitsAtLeastZero,
  playersWins: minorUnitsAtLeastZero,
  playersLosses: minorUnitsAtLeastZero,
})
export type AgentTreeRow = z.infer<typeof agentTreeRow>
export const agentTree = z.object({ nodes: z.array(agentTreeRow) })

/** A node's drill-down: its players (first shop deposit at its shops or below) and its float's ledger. */
export const agentNodePlayer = z.object({
  userId: z.string(),
  name: z.string(),
  firstShopId: z.string(),
})
export const floatLedgerEntry = z.object({
  transferId: z.string(),
  direction: z.enum(['credit', 'debit']),
  kind: z.string(),
  amount: minorUnitsAtLeastZero,
  balanceAfter: minorUnits.nullable(),
  createdAt: z.iso.datetime(),
})
export const agentNodeDetail = z.object({
  node: agentNode,
  players: z.array(agentNodePlayer),
  ledger: z.array(floatLedgerEntry),
  cashiers: z.array(shopCashier),
})
export type AgentNodeDetail = z.infer<typeof agentNodeDetail>

/** What the partner portal shows its signed-in partner: an agent's node, or a cashier's shop and open shift. */
export const partnerPortal = z.object({
  node: agentNode.nullable(),
  shop: agentNode.nullable(),
  shift: cashierShift.nullable(),
})
export type PartnerPortal = z.infer<typeof partnerPortal>

/** The shops a player may collect a withdrawal at. */
export const shopChoice = z.object({ id: z.string(), name: z.string() })
export const shopChoices = z.object({ shops: z.array(shopChoice) })

/** A player's shop withdrawals, newest first (their last 20): pending ones can be cancelled. */
export const shopWithdrawalList = z.object({ items: z.array(shopWithdrawal) })
