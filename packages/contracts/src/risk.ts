import { z } from 'zod'
import { currencies } from './accounts.ts'
import { localizedText } from './i18n.ts'
import { minorAmount, minorUnitsAtLeastZero } from './wallet.ts'

/**
 * Risk flags (issue 7): facts about players' money that staff with `risk.review` look at and close with a note.
 * The server raises them after a deposit or withdrawal request commits and after a sign-in or registration; the
 * same fact never has two open flags.
 */

export const riskFlagKinds = [
  /** A deposit request above the operator's threshold. */
  'large_deposit',
  /** A withdrawal request above the operator's threshold. */
  'large_withdrawal',
  /** A withdrawal soon after the last completed deposit, with stakes since it below a share of it. */
  'quick_withdrawal',
  /** Two or more players deposited from one sender account number. */
  'shared_sender_account',
  /** Two or more players signed in or registered on one device. */
  'shared_device',
  /** A welcome bonus held back: the deposit's player shares a device, sender number, phone or IP with an earlier one. */
  'bonus_abuse',
  /**
   * A partner's own operations in one of the operator's days above the threshold: a cashier's deposits and payouts
   * at the counter, or an agent's float moves. The flag names the partner, once a day.
   */
  'partner_daily_total',
] as const
export type RiskFlagKind = (typeof riskFlagKinds)[number]

export const riskFlagStatuses = ['open', 'closed'] as const
export type RiskFlagStatus = (typeof riskFlagStatuses)[number]

// ---- Settings (operator_settings 'risk'; read with risk.review, saved by admins with settings.write) ----

export const riskSettings = z.object({
  /** A BDT deposit request above this many poisha raises `large_deposit`. */
  depositAbove: minorAmount,
  /** A BDT withdrawal request above this many poisha raises `large_withdrawal`. */
  withdrawalAbove: minorAmount,
  /** A cashier's or agent's own BDT operations in a day above this many poisha raise `partner_daily_total`. */
  partnerDailyAbove: minorAmount,
  quickWithdrawal: z.object({
    /** A withdrawal requested within this many hours of the last completed deposit … */
    withinHours: z
      .number('REQUIRED')
      .int('NUMBER_OUT_OF_RANGE')
      .min(1, 'NUMBER_OUT_OF_RANGE')
      .max(720, 'NUMBER_OUT_OF_RANGE'),
    /** … while the stakes since that deposit are below this percentage of it raises `quick_withdrawal`. */
    minStakePercent: z
      .number('REQUIRED')
      .int('NUMBER_OUT_OF_RANGE')
      .min(1, 'NUMBER_OUT_OF_RANGE')
      .max(1000, 'NUMBER_OUT_OF_RANGE'),
  }),
})
export type RiskSettings = z.infer<typeof riskSettings>

/**
 * 50,000 taka either way; 500,000 taka a day through one partner's hands; a withdrawal within a day of a deposit that
 * was staked less than half.
 */
export const defaultRiskSettings: RiskSettings = {
  depositAbove: 5_000_000,
  withdrawalAbove: 5_000_000,
  partnerDailyAbove: 50_000_000,
  quickWithdrawal: { withinHours: 24, minStakePercent: 50 },
}

// ---- Flags ----

const money = { amount: minorUnitsAtLeastZero, currency: z.enum(currencies) }

/** What each kind of flag records, as raised. */
export const riskFlagDetails = {
  large_deposit: z.object({ ...money, threshold: minorUnitsAtLeastZero, methodName: z.string() }),
  large_withdrawal: z.object({ ...money, threshold: minorUnitsAtLeastZero, methodName: z.string() }),
  quick_withdrawal: z.object({
    ...money,
    depositId: z.string(),
    depositAmount: minorUnitsAtLeastZero,
    depositCompletedAt: z.iso.datetime(),
    /** Whole minutes between the deposit's completion and the withdrawal request. */
    minutesAfterDeposit: z.number().int(),
    stakesSinceDeposit: minorUnitsAtLeastZero,
    withinHours: z.number().int(),
    minStakePercent: z.number().int(),
  }),
  shared_sender_account: z.object({
    senderAccount: z.string(),
    /** The deposit requests that used the number, one per player (the first of each). */
    depositIds: z.array(z.string()),
  }),
  shared_device: z.object({
    /** The first characters of the device id's hash: enough to tell devices apart, never the cookie itself. */
    deviceFingerprint: z.string(),
  }),
  bonus_abuse: z.object({
    campaignName: localizedText,
    /** What matched an earlier welcome grant: device, sender_account, phone or ip. */
    marks: z.array(z.string()),
    ...money,
  }),
  partner_daily_total: z.object({
    /** The partner's total that day, this operation included. */
    ...money,
    threshold: minorUnitsAtLeastZero,
    partner: z.enum(['cashier', 'agent']),
    /** The cashier's shop or the agent's own node. */
    nodeName: z.string(),
    /** The operator's calendar day (its time zone) the total covers. */
    day: z.string(),
  }),
} as const satisfies Record<RiskFlagKind, z.ZodType>

export const riskFlagPlayer = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
})
export type RiskFlagPlayer = z.infer<typeof riskFlagPlayer>

const flagBase = {
  id: z.string(),
  status: z.enum(riskFlagStatuses),
  /** The player whose action raised the flag (the cashier or agent for `partner_daily_total`). */
  player: riskFlagPlayer,
  /** Every player concerned (for shared numbers and devices, all of them), the raising player first. */
  players: z.array(riskFlagPlayer),
  /** The request the flag is about: a deposit or withdrawal request, or null for shared numbers and devices. */
  recordType: z.enum(['deposit_request', 'withdrawal_request']).nullable(),
  recordId: z.string().nullable(),
  closingNote: z.string().nullable(),
  closedBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  closedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}

export const riskFlag = z.discriminatedUnion('kind', [
  z.object({ ...flagBase, kind: z.literal('large_deposit'), details: riskFlagDetails.large_deposit }),
  z.object({ ...flagBase, kind: z.literal('large_withdrawal'), details: riskFlagDetails.large_withdrawal }),
  z.object({ ...flagBase, kind: z.literal('quick_withdrawal'), details: riskFlagDetails.quick_withdrawal }),
  z.object({
    ...flagBase,
    kind: z.literal('shared_sender_account'),
    details: riskFlagDetails.shared_sender_account,
  }),
  z.object({ ...flagBase, kind: z.literal('shared_device'), details: riskFlagDetails.shared_device }),
  z.object({ ...flagBase, kind: z.literal('bonus_abuse'), details: riskFlagDetails.bonus_abuse }),
  z.object({
    ...flagBase,
    kind: z.literal('partner_daily_total'),
    details: riskFlagDetails.partner_daily_total,
  }),
])
export type RiskFlag = z.infer<typeof riskFlag>

/** `GET /api/admin/risk/flags`: open flags by default, newest first. */
export const adminRiskFlagQuery = z.object({
  status: z.enum([...riskFlagStatuses, 'all'], 'INVALID_CHOICE').default('open'),
  kind: z.enum(riskFlagKinds, 'INVALID_CHOICE').optional(),
  /** A player's id (exact) or a fragment of their name or email; matches any player the flag concerns. */
  player: z.string().trim().max(100, 'TEXT_TOO_LONG').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminRiskFlagQuery = z.input<typeof adminRiskFlagQuery>

export const riskFlagPage = z.object({
  items: z.array(riskFlag),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type RiskFlagPage = z.infer<typeof riskFlagPage>

export const riskNoteLimit = 1000

/** `POST /api/admin/risk/flags/:id/close`: what staff found, required. */
export const closeRiskFlagInput = z.object({
  note: z.string('REQUIRED').trim().min(3, 'REQUIRED').max(riskNoteLimit, 'TEXT_TOO_LONG'),
})
export type CloseRiskFlagInput = z.infer<typeof closeRiskFlagInput>

/** The sender account number as compared: letters and digits only, upper-cased (`017 1234-5678` = `01712345678`). */
export function normalisedSenderAccount(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase()
}

/** Deposit fields whose value is the account the money was sent from (the demo methods' and Banking's key). */
export const senderAccountFieldKeys: readonly string[] = ['senderAccountNumber']
