/** The pictures a deposit slip may be; the server checks the bytes again. */
const slipTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif'])
export const maxSlipBytes = 5 * 1024 * 1024

/** Why a chosen file cannot be a deposit screenshot (an `errors.*` code), or null to upload it. */
export function slipFileError(
  file: Pick<File, 'type' | 'size'>,
): 'NOT_AN_IMAGE' | 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_TOO_LARGE' | null {
  if (!file.type.startsWith('image/')) return 'NOT_AN_IMAGE'
  if (!slipTypes.has(file.type)) return 'IMAGE_TYPE_NOT_ALLOWED'
  if (file.size > maxSlipBytes) return 'IMAGE_TOO_LARGE'
  return null
}

const fixedLengthPattern = /^\^\[A-Z0-9\]\{(\d+)\}\$$/

/**
 * A clearer message than 'not in the expected format' where the rule is a known one: a Bangladeshi mobile number,
 * or a transaction id of a fixed number of letters and digits (bKash 10, Nagad 8). Returns the message key under
 * `cashier.errors` and its values, or null for the general message.
 */
export function formatHint(
  field: { pattern: string | null },
  mobilePattern: string,
): { key: string; values?: Record<string, number> } | null {
  if (field.pattern === mobilePattern) return { key: 'INVALID_MOBILE' }
  const fixed = field.pattern ? fixedLengthPattern.exec(field.pattern) : null
  return fixed ? { key: 'INVALID_FIXED_CODE', values: { length: Number(fixed[1]) } } : null
}

/** How a request's status reads on its card: a completed deposit is approved; anything new is Unknown. */
export type ShownStatus = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'unknown'

const shownStatuses: Record<string, ShownStatus> = {
  pending: 'pending',
  completed: 'approved',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
}

export function shownStatus(status: string): ShownStatus {
  return Object.hasOwn(shownStatuses, status) ? (shownStatuses[status] as ShownStatus) : 'unknown'
}

/** What a message on the player's own channel asks for; anything else is ignored (hints, never data). */
export type UserHint =
  | { type: 'balance' }
  | { type: 'decided'; request: 'deposit' | 'withdrawal'; shown: ShownStatus }

export function readUserHint(data: unknown): UserHint | null {
  if (typeof data !== 'object' || data === null) return null
  const { type, request, status } = data as Record<string, unknown>
  if (type === 'wallet.balance') return { type: 'balance' }
  if (type !== 'cashier.decided' || typeof status !== 'string') return null
  if (request !== 'deposit' && request !== 'withdrawal') return null
  return { type: 'decided', request, shown: shownStatus(status) }
}

/** The pages a history of `total` requests takes, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/**
 * A deposit method's limits on step 2: a typed amount is checked against the method's own limits, as the server
 * checks it; the last preset tile is only the maximum shown beside them.
 */
export function depositAmountLimits(method: {
  depositLimits: { min: number; max: number }
  presetAmounts: number[]
}): { checked: { min: number; max: number }; shownMax: number } {
  return { checked: method.depositLimits, shownMax: method.presetAmounts.at(-1) ?? method.depositLimits.max }
}
