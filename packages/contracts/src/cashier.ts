import { z } from 'zod'
import { currencies } from './accounts.ts'
import { storedImage } from './content.ts'
import { dateRangeFilter, withDateRangeInOrder } from './date-range.ts'
import { localizedText } from './i18n.ts'
import { minorAmount, minorUnitsAtLeastZero } from './wallet.ts'

/**
 * The cashier: the operator's payment methods (Settings → Banking), players' deposit requests and withdrawals,
 * and the back office's decisions on them. Amounts are minor units (poisha) like everywhere else; money moves
 * only through the wallet's ledger (a deposit is credited when staff complete it, a withdrawal is held at once).
 */

// ---- Payment methods ----

export const paymentGateways = ['MOBILE_BANKING', 'BANK_TRANSFER'] as const
export type PaymentGateway = (typeof paymentGateways)[number]

export const paymentFieldTypes = ['text', 'image'] as const
export type PaymentFieldType = (typeof paymentFieldTypes)[number]

/** A Bangladeshi mobile number as players type it for bKash and Nagad: `01[3-9]` and eight more digits. */
export const bangladeshMobilePattern = '^01[3-9]\\d{8}$'

/** Longest texts the forms have room for. */
export const cashierTextLimits = {
  name: 40,
  receivingAccount: 300,
  instructionStep: 300,
  instructionSteps: 10,
  fieldLabel: 60,
  fields: 6,
  fieldValue: 120,
  pattern: 200,
  presets: 12,
  reason: 500,
  payoutReference: 100,
  receiverAccount: 34,
} as const

const operatorText = (maxLength: number) =>
  z.string('REQUIRED').trim().min(1, 'REQUIRED').max(maxLength, 'TEXT_TOO_LONG')

/** A regular expression an operator types for a field; it must compile. */
const fieldPattern = z
  .string()
  .trim()
  .max(cashierTextLimits.pattern, 'TEXT_TOO_LONG')
  .refine((source) => {
    try {
      new RegExp(source)
      return true
    } catch {
      return false
    }
  }, 'INVALID_PATTERN')
  .nullable()

/**
 * One input a player fills in for a method: bKash's sender number and transaction id, IBBL's account holder
 * and screenshot. `key` names the value in the request (`senderAccountNumber`, `transactionId`, `screenshot`).
 */
export const paymentField = z.object({
  key: z.string('REQUIRED').regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, 'INVALID_CHOICE'),
  label: z.object({
    en: operatorText(cashierTextLimits.fieldLabel),
    bn: operatorText(cashierTextLimits.fieldLabel),
  }),
  type: z.enum(paymentFieldTypes, 'INVALID_CHOICE'),
  isRequired: z.boolean(),
  /** Checked against the trimmed (and, if `isUpperCased`, upper-cased) value of a text field; null for none. */
  pattern: fieldPattern,
  /** Transaction ids are compared and stored upper-cased. */
  isUpperCased: z.boolean(),
  /** A value already submitted for this method is refused (TRANSACTION_ID_TAKEN): transaction ids. */
  isUnique: z.boolean(),
})
export type PaymentField = z.infer<typeof paymentField>

export const amountLimits = z
  .object({ min: minorAmount, max: minorAmount })
  .refine((limits) => limits.max >= limits.min, { message: 'MAX_BELOW_MIN', path: ['max'] })
export type AmountLimits = z.infer<typeof amountLimits>

const hexColour = z.string('REQUIRED').regex(/^#[0-9a-fA-F]{6}$/, 'INVALID_COLOUR')

/** What Settings → Banking saves for one method. */
export const paymentMethodInput = z
  .object({
    code: z.string('REQUIRED').regex(/^[a-z][a-z0-9-]{1,31}$/, 'INVALID_SLUG'),
    gateway: z.enum(paymentGateways, 'INVALID_CHOICE'),
    name: operatorText(cashierTextLimits.name),
    /** An uploaded image (`POST /api/admin/uploads`); null shows the name in the brand colour. */
    logo: storedImage.nullable(),
    brandColor: hexColour,
    /** The number or bank details players send money to, shown with a copy button. */
    receivingAccount: operatorText(cashierTextLimits.receivingAccount),
    instructions: z.object({
      en: z.array(operatorText(cashierTextLimits.instructionStep)).max(cashierTextLimits.instructionSteps),
      bn: z.array(operatorText(cashierTextLimits.instructionStep)).max(cashierTextLimits.instructionSteps),
    }),
    fields: z
      .array(paymentField)
      .max(cashierTextLimits.fields, 'TOO_MANY')
      .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, 'DUPLICATE_KEY')
      .refine((fields) => fields.filter((field) => field.isUnique).length <= 1, 'ONE_UNIQUE_FIELD'),
    /** Ascending; the deposit form's tiles. The displayed maximum is the last one. */
    presetAmounts: z.array(minorAmount).min(1, 'REQUIRED').max(cashierTextLimits.presets, 'TOO_MANY'),
    depositLimits: amountLimits,
    withdrawalLimits: amountLimits,
    isDepositEnabled: z.boolean(),
    isWithdrawalEnabled: z.boolean(),
    position: z.number().int().min(1).max(1000),
  })
  .transform((method) => ({
    ...method,
    presetAmounts: [...new Set(method.presetAmounts)].toSorted((a, b) => a - b),
  }))
  .refine(
    (method) =>
      method.presetAmounts.every(
        (amount) => amount >= method.depositLimits.min && amount <= method.depositLimits.max,
      ),
    { message: 'PRESET_OUTSIDE_LIMITS', path: ['presetAmounts'] },
  )
export type PaymentMethodInput = z.input<typeof paymentMethodInput>

/** A method as the back office sees it. */
export const paymentMethod = z.object({
  id: z.string(),
  code: z.string(),
  gateway: z.enum(paymentGateways),
  name: z.string(),
  logo: storedImage.nullable(),
  brandColor: z.string(),
  receivingAccount: z.string(),
  instructions: z.object({ en: z.array(z.string()), bn: z.array(z.string()) }),
  fields: z.array(paymentField),
  presetAmounts: z.array(minorUnitsAtLeastZero),
  depositLimits: z.object({ min: minorUnitsAtLeastZero, max: minorUnitsAtLeastZero }),
  withdrawalLimits: z.object({ min: minorUnitsAtLeastZero, max: minorUnitsAtLeastZero }),
  isDepositEnabled: z.boolean(),
  isWithdrawalEnabled: z.boolean(),
  position: z.number().int(),
  currency: z.enum(currencies),
  updatedAt: z.iso.datetime(),
})
export type PaymentMethod = z.infer<typeof paymentMethod>

/** `GET /api/cashier/methods`: the enabled methods, in position order, for the signed-in player. */
export const cashierMethods = z.object({
  deposit: z.array(paymentMethod.omit({ updatedAt: true })),
  withdrawal: z.array(paymentMethod.omit({ updatedAt: true })),
})
export type CashierMethods = z.infer<typeof cashierMethods>
export type CashierMethod = CashierMethods['deposit'][number]

/** The operator's cashier rules (Settings → Banking). */
export const cashierSettings = z.object({
  /** A withdrawal above this many minor units needs a second staff member's approval. */
  secondApprovalAbove: minorAmount,
})
export type CashierSettings = z.infer<typeof cashierSettings>

/** 50,000 taka until the operator says otherwise. */
export const defaultCashierSettings: CashierSettings = { secondApprovalAbove: 5_000_000 }

// ---- Rules shared by the forms and the server ----

/** The value a text field is checked and stored as: trimmed, upper-cased where the field says so. */
export function normalisedFieldValue(field: Pick<PaymentField, 'isUpperCased'>, value: string): string {
  const trimmed = value.trim()
  return field.isUpperCased ? trimmed.toUpperCase() : trimmed
}

/**
 * The field error code for one text value, or null when it is acceptable: REQUIRED, TEXT_TOO_LONG or
 * INVALID_FORMAT (the method's pattern). Image fields are checked by their upload.
 */
export function textFieldError(field: PaymentField, value: string | undefined): string | null {
  const normalised = normalisedFieldValue(field, value ?? '')
  if (normalised === '') return field.isRequired ? 'REQUIRED' : null
  if (normalised.length > cashierTextLimits.fieldValue) return 'TEXT_TOO_LONG'
  if (field.pattern && !new RegExp(field.pattern).test(normalised)) return 'INVALID_FORMAT'
  return null
}

/** AMOUNT_BELOW_MINIMUM, AMOUNT_ABOVE_MAXIMUM or null. */
export function amountError(amount: number, limits: AmountLimits): string | null {
  if (amount < limits.min) return 'AMOUNT_BELOW_MINIMUM'
  if (amount > limits.max) return 'AMOUNT_ABOVE_MAXIMUM'
  return null
}

// ---- Deposits ----

export const depositStatuses = ['pending', 'completed', 'rejected'] as const
export type DepositStatus = (typeof depositStatuses)[number]

/**
 * A deposit screenshot, uploaded first (`POST /api/cashier/slips`, multipart, one image of at most 5 MB checked
 * by its bytes) and then named in the deposit. Slips are private: only their owner and cashier staff can see
 * them (`GET /api/cashier/slips/:id`).
 */
export const slipId = z.string('REQUIRED').uuid('INVALID_CHOICE')
export const uploadedSlip = z.object({ id: z.string(), url: z.string() })
export type UploadedSlip = z.infer<typeof uploadedSlip>

/** `POST /api/cashier/deposits` with an `Idempotency-Key` header. Image fields carry a slip id. */
export const depositInput = z.object({
  methodId: z.string('REQUIRED').uuid('INVALID_CHOICE'),
  amount: minorAmount.meta({
    description:
      "Money in integer minor units (poisha for BDT), within the method's `depositLimits` (GET /api/cashier/methods); outside them the answer is VALIDATION_FAILED with AMOUNT_BELOW_MINIMUM or AMOUNT_ABOVE_MAXIMUM.",
  }),
  inputs: z.record(z.string(), z.string().max(cashierTextLimits.fieldValue * 2, 'TEXT_TOO_LONG')),
  /** The player turns down the bonus this deposit would bring. */
  declineBonus: z.boolean('INVALID_CHOICE').optional(),
  /** A bonus promo code for this deposit (GET /api/bonuses/promo-check tells what it gives). */
  promoCode: z
    .string('REQUIRED')
    .trim()
    .max(32, 'TEXT_TOO_LONG')
    .transform((code) => (code === '' ? undefined : code.toUpperCase()))
    .optional(),
})
export type DepositInput = z.infer<typeof depositInput>

/** `GET /api/cashier/deposits/bonus-preview`: the bonus a deposit of this amount (with this code) would bring. */
export const depositBonusPreviewQuery = z.object({
  amount: z.coerce
    .number('REQUIRED')
    .int('INVALID_AMOUNT')
    .min(1, 'INVALID_AMOUNT')
    .max(Number.MAX_SAFE_INTEGER),
  promoCode: z.string().trim().max(32, 'TEXT_TOO_LONG').optional(),
})

/** What the player typed for one field, as stored; an image field's value is its slip URL. */
export const submittedInput = z.object({
  key: z.string(),
  label: localizedText,
  type: z.enum(paymentFieldTypes),
  value: z.string(),
})
export type SubmittedInput = z.infer<typeof submittedInput>

export const depositRequest = z.object({
  id: z.string(),
  methodId: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  gateway: z.enum(paymentGateways),
  amount: minorUnitsAtLeastZero,
  currency: z.enum(currencies),
  inputs: z.array(submittedInput),
  status: z.enum(depositStatuses),
  /** The staff member's reason (mandatory for a rejection). */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
})
export type DepositRequest = z.infer<typeof depositRequest>

// ---- Withdrawals ----

export const withdrawalUserTypes = ['personal', 'agent', 'merchant'] as const
export type WithdrawalUserType = (typeof withdrawalUserTypes)[number]

/**
 * `pending` holds the amount (waiting for staff, or for a second approval); `approved` paid it out; `rejected`
 * and `cancelled` (by the player) returned it to the cash balance.
 */
export const withdrawalStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const
export type WithdrawalStatus = (typeof withdrawalStatuses)[number]

/** The account a payout goes to: a mobile number for mobile banking, 6 to 34 letters and digits for a bank. */
export function receiverAccountPattern(gateway: PaymentGateway): RegExp {
  return gateway === 'MOBILE_BANKING' ? new RegExp(bangladeshMobilePattern) : /^[A-Z0-9]{6,34}$/
}

/** `POST /api/cashier/withdrawals` with an `Idempotency-Key` header: the amount is held at once. */
export const withdrawalInput = z.object({
  methodId: z.string('REQUIRED').uuid('INVALID_CHOICE'),
  userType: z.enum(withdrawalUserTypes, 'INVALID_CHOICE'),
  receiverAccount: z
    .string('REQUIRED')
    .trim()
    .min(1, 'REQUIRED')
    .max(cashierTextLimits.receiverAccount, 'TEXT_TOO_LONG')
    .transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  amount: minorAmount.meta({
    description:
      "Money in integer minor units (poisha for BDT), within the method's `withdrawalLimits` and the cash balance.",
  }),
  /**
   * The player confirms the withdrawal forfeits their active bonuses; without it a player with any is refused
   * with BONUS_FORFEIT_REQUIRED, which says what would be lost.
   */
  forfeitBonuses: z.boolean('INVALID_CHOICE').optional(),
})
export type WithdrawalInput = z.input<typeof withdrawalInput>

export const withdrawalApproval = z.object({
  staffId: z.string(),
  staffName: z.string(),
  at: z.iso.datetime(),
})

export const withdrawalRequest = z.object({
  id: z.string(),
  methodId: z.string(),
  methodCode: z.string(),
  methodName: z.string(),
  gateway: z.enum(paymentGateways),
  userType: z.enum(withdrawalUserTypes),
  receiverAccount: z.string(),
  amount: minorUnitsAtLeastZero,
  currency: z.enum(currencies),
  status: z.enum(withdrawalStatuses),
  reason: z.string().nullable(),
  /** Set once approved: finance's reference for the payout. */
  payoutReference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
})
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>

// ---- The player's history ----

/** Payment history shows six cards a page. */
export const paymentHistoryPageSize = 6

export const historyQuery = z.object({ page: z.coerce.number().int().min(1).default(1) })

/** The player's withdrawals: all, or (status=pending) only those still pending, which the player may cancel. */
export const withdrawalHistoryQuery = historyQuery.extend({ status: z.enum(['pending']).optional() })
export type WithdrawalHistoryQuery = z.infer<typeof withdrawalHistoryQuery>

export const depositHistoryPage = z.object({
  items: z.array(depositRequest),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type DepositHistoryPage = z.infer<typeof depositHistoryPage>

export const withdrawalHistoryPage = z.object({
  items: z.array(withdrawalRequest),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type WithdrawalHistoryPage = z.infer<typeof withdrawalHistoryPage>

// ---- The back office ----

/** Filters of Deposit History and Withdraw History; dates are calendar days in the operator's time zone. */
export const adminCashierQuery = withDateRangeInOrder(
  z.object({
    search: z.string().trim().max(100).optional(),
    status: z.string().optional(),
    method: z.string().max(32).optional(),
    ...dateRangeFilter,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
)
export type AdminCashierQuery = z.input<typeof adminCashierQuery>

export const requestPlayer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
})

export const adminDepositRow = depositRequest.extend({
  player: requestPlayer,
  decidedBy: z.string().nullable(),
})
export type AdminDepositRow = z.infer<typeof adminDepositRow>

export const adminDepositPage = z.object({
  items: z.array(adminDepositRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminDepositPage = z.infer<typeof adminDepositPage>

export const adminWithdrawalRow = withdrawalRequest.extend({
  player: requestPlayer,
  decidedBy: z.string().nullable(),
  /** True when the amount is above the second-approval threshold. */
  needsTwoApprovals: z.boolean(),
  /** The first approval of a withdrawal that needs two; null otherwise. */
  firstApproval: withdrawalApproval.nullable(),
})
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRow>

export const adminWithdrawalPage = z.object({
  items: z.array(adminWithdrawalRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPage>

/**
 * `POST /api/admin/cashier/deposits/:id/decision` (`cashier.decide`, `Idempotency-Key` header). Complete credits
 * the player from the method's clearing account; Reject needs a reason. A decided request is never decided
 * again: the second of two staff gets ALREADY_DECIDED.
 */
export const depositDecisionInput = z
  .object({
    decision: z.enum(['complete', 'reject'], 'INVALID_CHOICE'),
    reason: z.string().trim().max(cashierTextLimits.reason, 'TEXT_TOO_LONG').default(''),
  })
  .refine((input) => input.decision !== 'reject' || input.reason.length >= 3, {
    message: 'REQUIRED',
    path: ['reason'],
  })
export type DepositDecisionInput = z.input<typeof depositDecisionInput>

/**
 * `POST /api/admin/cashier/withdrawals/:id/decision`. Approve settles the hold and needs finance's payout
 * reference; above the threshold the first approval only records itself and another staff member's approval
 * settles (the same person again: SECOND_APPROVER_REQUIRED). Reject returns the funds and needs a reason.
 */
export const withdrawalDecisionInput = z
  .object({
    decision: z.enum(['approve', 'reject'], 'INVALID_CHOICE'),
    reason: z.string().trim().max(cashierTextLimits.reason, 'TEXT_TOO_LONG').default(''),
    payoutReference: z.string().trim().max(cashierTextLimits.payoutReference, 'TEXT_TOO_LONG').default(''),
  })
  .refine((input) => input.decision !== 'reject' || input.reason.length >= 3, {
    message: 'REQUIRED',
    path: ['reason'],
  })
export type WithdrawalDecisionInput = z.input<typeof withdrawalDecisionInput>

/** `GET /api/admin/cashier/pending`: the counts on the back office's alert badge. */
export const pendingCounts = z.object({ deposits: z.number().int(), withdrawals: z.number().int() })
export type PendingCounts = z.infer<typeof pendingCounts>

// ---- Realtime ----

/**
 * What the cashier publishes. On the player's own `user` channel: `wallet.balance` after any change of their
 * balances, `cashier.decided` when staff decide one of their requests. On `staff:cashier` (cashier staff only):
 * `cashier.pending` whenever the pending counts change. They are hints to refetch, not data.
 */
export const cashierEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wallet.balance') }),
  z.object({
    type: z.literal('cashier.decided'),
    request: z.enum(['deposit', 'withdrawal']),
    id: z.string(),
    status: z.string(),
  }),
  z.object({ type: z.literal('cashier.pending') }),
])
export type CashierEvent = z.infer<typeof cashierEvent>

export const staffCashierChannel = 'staff:cashier'
