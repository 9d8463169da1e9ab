import { z } from 'zod'

/**
 * Every error the API can return, with its HTTP status. The server throws `AppError(code)`;
 * the web app shows the translated text for the code (`errors.<CODE>` in the locale catalogues).
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_BANNED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  REGISTRATION_INCOMPLETE: 409,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  ALREADY_DECIDED: 409,
  SECOND_APPROVER_REQUIRED: 409,
  RISK_FLAG_CLOSED: 409,
  METHOD_UNAVAILABLE: 409,
  KYC_REQUIRED: 403,
  KYC_REQUIRED_FOR_DEPOSIT: 403,
  KYC_SUBMISSION_PENDING: 409,
  KYC_ALREADY_APPROVED: 409,
  GAME_DISABLED: 409,
  // 451 Unavailable For Legal Reasons: the operator does not offer play where this request comes from.
  REGION_RESTRICTED: 451,
  EXCLUSION_IN_FORCE: 409,
  GAME_IN_PROGRESS: 409,
  BETTING_CLOSED: 409,
  BET_SLOT_TAKEN: 409,
  BET_SETTLED: 409,
  CASHOUT_TOO_LATE: 409,
  /**
   * The sportsbook's bet slip: each refused leg is named in `fields` (`legs.<index>`: its own code, one of these,
   * for the slip to show beside the leg); ODDS_CHANGED also gives each moved leg's price and market version now
   * (`legs.<index>.price`, `legs.<index>.marketVersion`), STAKE_ABOVE_LIMIT the most the bet takes (`maxStake`),
   * LIABILITY_ABOVE_LIMIT the legs whose market's liability limit the bet would pass and the stake still taken.
   */
  SELECTION_UNAVAILABLE: 409,
  MARKET_SUSPENDED: 409,
  MARKET_CLOSED: 409,
  EVENT_STARTED: 409,
  RELATED_SELECTIONS: 409,
  ODDS_CHANGED: 409,
  STAKE_ABOVE_LIMIT: 409,
  LIABILITY_ABOVE_LIMIT: 409,
  /** A booking code that names no slip, or one whose days are over. */
  BOOKING_CODE_UNKNOWN: 404,
  BOOKING_CODE_EXPIRED: 410,
  /**
   * A player's cash-out: the bet is no longer open; a leg's market is suspended or closed; there is no offer now
   * (`fields.reason`: not_offered, out_of_limits, settling); the offer moved beyond the operator's tolerance
   * (`fields.offer` the offer now, `fields.versions` `marketId:version` pairs joined by commas, for the page to
   * show and take); a partial stake that is not a part of the running stake (`fields.maxStakePart`, `stakeStep`).
   */
  BET_NOT_OPEN: 409,
  CASH_OUT_SUSPENDED: 409,
  CASH_OUT_UNAVAILABLE: 409,
  CASH_OUT_OFFER_CHANGED: 409,
  CASH_OUT_PART_INVALID: 422,
  /** A trader's results: the market already has its own; `fields` name each selection whose result does not fit. */
  MARKET_SETTLED: 409,
  RESULTS_INCONSISTENT: 422,
  /** Result corrections: only a settled market's, one at a time, not the results it has, by another trader's approval. */
  MARKET_NOT_SETTLED: 409,
  CORRECTION_IN_PROGRESS: 409,
  RESULTS_UNCHANGED: 422,
  OWN_CORRECTION: 403,
  /** Responsible gambling: `fields` carry `remaining` and `currency` (limits), `until` (exclusions), `minutes` (session). */
  DEPOSIT_LIMIT_REACHED: 409,
  WAGER_LIMIT_REACHED: 409,
  LOSS_LIMIT_REACHED: 409,
  SESSION_LIMIT_REACHED: 409,
  TIMED_OUT: 403,
  SELF_EXCLUDED: 403,
  SELF_EXCLUDED_PERMANENTLY: 403,
  PAYLOAD_TOO_LARGE: 413,
  NOT_AN_IMAGE: 415,
  IMAGE_TYPE_NOT_ALLOWED: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_UNREADABLE: 422,
  RATE_LIMITED: 429,
  /** The providers' wallet API (/api/provider/v1): the caller, then the call. */
  UNKNOWN_PROVIDER: 401,
  INVALID_SIGNATURE: 401,
  REQUEST_EXPIRED: 401,
  IP_NOT_ALLOWED: 403,
  WRONG_SYNTAX: 400,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  WRONG_CURRENCY: 409,
  PLAYER_BLOCKED: 403,
  LIMIT_REACHED: 403,
  DUPLICATE_TRANSACTION: 409,
  TRANSACTION_NOT_FOUND: 404,
  TRANSACTION_ROLLED_BACK: 409,
  ROUND_CLOSED: 409,
  /** A free-round win for a grant that is no longer active or has no spins left: the provider cancels the spin. */
  FREE_ROUNDS_ENDED: 409,
  /**
   * Bonuses: a withdrawal while bonus grants are active is refused until the request says it forfeits them
   * (`fields`: `total` the bonus money lost, `grants` the grants' ids joined by commas, `currency`); a grant that
   * is no longer active; a promo code another campaign has; a grant in a currency the player does not hold.
   */
  BONUS_FORFEIT_REQUIRED: 409,
  GRANT_NOT_ACTIVE: 409,
  PROMO_CODE_TAKEN: 409,
  BONUS_CURRENCY_MISMATCH: 409,
  /** A stake above the maximum bet of an active bonus grant's terms (`fields`: `maxBet`, `currency`). */
  BONUS_MAX_BET_EXCEEDED: 403,
  /**
   * A sportsbook bet with a free bet: not the player's active free bet in their currency (used, expired, another
   * kind); its odds (an accumulator's combined) below its minimum (`fields.minOdds`, hundredths); a stake other than
   * the free bet's amount (`fields.amount`) or a system bet.
   */
  FREE_BET_UNAVAILABLE: 409,
  FREE_BET_ODDS_TOO_LOW: 409,
  FREE_BET_STAKE_MISMATCH: 409,
  /** A cashback run asked for a week that has not ended yet in the operator's time zone. */
  CASHBACK_WEEK_NOT_ENDED: 409,
  /**
   * The agent network (modules/partners): a float would pass its credit limit (`fields.available` what it can
   * still give); a node or its parent is suspended; a cashier without an open shift, or one with a shift already
   * open; a payout code that names no pending shop withdrawal at this shop, or one past its expiry; an agent's or
   * cashier's operations over their daily limit (`fields.remaining`).
   */
  FLOAT_LIMIT_REACHED: 409,
  AGENT_SUSPENDED: 409,
  SHIFT_NOT_OPEN: 409,
  SHIFT_ALREADY_OPEN: 409,
  PAYOUT_CODE_INVALID: 404,
  PAYOUT_CODE_EXPIRED: 410,
  DAILY_OPERATION_LIMIT_REACHED: 409,
  /** An agent or cashier whose identity check is not approved yet: no float moves, no shift. */
  PARTNER_KYC_REQUIRED: 403,
  /**
   * Commission periods (modules/partners): a period that has not ended in the operator's time zone; a week that
   * does not start on a Monday or a month not on its 1st; one that overlaps a closed period or comes before the
   * latest one (periods close in order, never twice).
   */
  COMMISSION_PERIOD_NOT_ENDED: 409,
  COMMISSION_PERIOD_INVALID: 422,
  COMMISSION_PERIOD_OVERLAPS: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof errorStatus

/**
 * What a player's gates (modules/protection) and the play hooks can refuse a bet with, checked under the
 * player's row lock for every product: the restricted-region check, responsible-gambling limits and exclusions,
 * the balance, a game switched off.
 */
export const betRefusals = [
  'REGION_RESTRICTED',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'SELF_EXCLUDED_PERMANENTLY',
  'WAGER_LIMIT_REACHED',
  'LOSS_LIMIT_REACHED',
  'SESSION_LIMIT_REACHED',
  'BONUS_MAX_BET_EXCEEDED',
  'INSUFFICIENT_FUNDS',
  'GAME_DISABLED',
] as const satisfies readonly ErrorCode[]

/** What the same gates can refuse a deposit request with. */
export const depositRefusals = [
  'REGION_RESTRICTED',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'SELF_EXCLUDED_PERMANENTLY',
  'DEPOSIT_LIMIT_REACHED',
  'KYC_REQUIRED_FOR_DEPOSIT',
  'METHOD_UNAVAILABLE',
] as const satisfies readonly ErrorCode[]

/** What an uploaded image can be refused with (the shared image checks). */
export const imageRefusals = [
  'PAYLOAD_TOO_LARGE',
  'NOT_AN_IMAGE',
  'IMAGE_TYPE_NOT_ALLOWED',
  'IMAGE_TOO_LARGE',
  'IMAGE_UNREADABLE',
] as const satisfies readonly ErrorCode[]

export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]

/** English defaults; the web app has its own translated catalogue keyed by code. */
export const defaultErrorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  UNAUTHENTICATED: 'Please sign in first.',
  INVALID_CREDENTIALS: 'Invalid email or password. Please try again.',
  ACCOUNT_BANNED: 'This account is blocked. Please contact support.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with the current state. Refresh and try again.',
  REGISTRATION_INCOMPLETE: 'Please complete your registration first.',
  INSUFFICIENT_FUNDS: 'The balance is too low for this amount.',
  IDEMPOTENCY_KEY_REUSED:
    'This request key was already used for a different request. Start the operation again.',
  ALREADY_DECIDED: 'This request has already been decided.',
  SECOND_APPROVER_REQUIRED: 'This withdrawal needs its second approval from another staff member.',
  RISK_FLAG_CLOSED: 'This flag has already been closed.',
  METHOD_UNAVAILABLE: 'This payment method is not available at the moment. Choose another.',
  KYC_REQUIRED:
    'Withdrawals need a verified identity. Upload your identity documents in your profile; once staff approve them you can withdraw.',
  KYC_REQUIRED_FOR_DEPOSIT:
    'Your deposits have reached the total allowed without a verified identity. Upload your identity documents in your profile to deposit more.',
  KYC_SUBMISSION_PENDING:
    'Your identity documents are being reviewed. You can send new ones only after a decision.',
  KYC_ALREADY_APPROVED: 'Your identity is already verified. Contact support to change your documents.',
  REGION_RESTRICTED: 'Playing is not available from your location.',
  EXCLUSION_IN_FORCE:
    'This player has a time-out or self-exclusion in force. The account can be deleted once it has ended.',
  GAME_DISABLED: 'This game is closed at the moment. Please try again later.',
  GAME_IN_PROGRESS: 'Finish your Mines game first.',
  BETTING_CLOSED: 'Betting for this round has closed. Wait for the next round.',
  BET_SLOT_TAKEN: 'You already have a bet in this slot for this round.',
  BET_SETTLED: 'This bet is already settled.',
  CASHOUT_TOO_LATE: 'Too late: the round crashed before your cash-out arrived.',
  SELECTION_UNAVAILABLE: 'A selection on your slip is no longer offered. Remove it and try again.',
  MARKET_SUSPENDED: 'A market on your slip is suspended at the moment. Try again shortly or remove it.',
  MARKET_CLOSED: 'A market on your slip takes no more bets. Remove it to place the rest.',
  EVENT_STARTED: 'An event on your slip has started and takes no more bets. Remove it to place the rest.',
  RELATED_SELECTIONS:
    'Two selections on your slip are from the same event. An accumulator takes one selection per event.',
  ODDS_CHANGED: 'The odds have changed. Check the new odds and place your bet again.',
  STAKE_ABOVE_LIMIT: 'This stake is above the most this bet takes. Lower it to the amount shown.',
  LIABILITY_ABOVE_LIMIT: 'The book takes no more on this selection than the amount shown.',
  BOOKING_CODE_UNKNOWN: 'There is no bet slip with this booking code. Check the code and try again.',
  BOOKING_CODE_EXPIRED: 'This booking code has expired. Ask for a new one.',
  BET_NOT_OPEN: 'This bet is no longer open: it has been settled or cashed out.',
  CASH_OUT_SUSPENDED: 'Cash-out is paused while a market of this bet is suspended. Try again shortly.',
  CASH_OUT_UNAVAILABLE: 'Cash-out is not available on this bet at the moment.',
  CASH_OUT_OFFER_CHANGED: 'The cash-out offer has changed. Check the new offer and try again.',
  CASH_OUT_PART_INVALID:
    'This part of the stake cannot be cashed out. Choose an amount up to the stake still running.',
  MARKET_SETTLED: 'This market is already settled: its results stay as they were entered.',
  RESULTS_INCONSISTENT: 'These results do not fit together. Check the selections marked.',
  MARKET_NOT_SETTLED: 'Only a settled market can have its result corrected. Enter its result first.',
  CORRECTION_IN_PROGRESS: 'This market already has a correction waiting for approval or being applied.',
  RESULTS_UNCHANGED: 'These are the results the market already has: there is nothing to correct.',
  OWN_CORRECTION: 'A correction you asked for needs another trader to approve it.',
  DEPOSIT_LIMIT_REACHED: 'This deposit would pass your deposit limit.',
  WAGER_LIMIT_REACHED: 'This stake would pass your wager limit.',
  LOSS_LIMIT_REACHED: 'This stake would pass your loss limit.',
  SESSION_LIMIT_REACHED:
    'You have reached your session-time limit. Take a break and sign in again later to play.',
  TIMED_OUT: 'You are taking a time-out: no deposits or play until it ends. Withdrawals stay open.',
  SELF_EXCLUDED: 'You have excluded yourself: no deposits or play until it ends. Withdrawals stay open.',
  SELF_EXCLUDED_PERMANENTLY:
    'You have excluded yourself permanently: no deposits or play. Withdrawals stay open.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  NOT_AN_IMAGE: 'This file is not an image. Upload a PNG, JPEG, WebP or AVIF picture.',
  IMAGE_TYPE_NOT_ALLOWED:
    'This kind of image is not accepted (SVG, GIF and others). Upload a PNG, JPEG, WebP or AVIF picture.',
  IMAGE_TOO_LARGE: 'This image is too large. Upload a picture of at most 5 MB and 40 megapixels.',
  IMAGE_UNREADABLE:
    'This image is damaged or incomplete and cannot be read. Save it again and upload the new file.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  UNKNOWN_PROVIDER: 'No enabled game provider has this code.',
  INVALID_SIGNATURE: 'The signature does not match the request body and timestamp.',
  REQUEST_EXPIRED: 'The request timestamp is more than 5 minutes away from the server time.',
  IP_NOT_ALLOWED: "The request does not come from one of the provider's allowed addresses.",
  WRONG_SYNTAX: 'The request body is not a valid call: see `fields`.',
  INVALID_TOKEN: 'The launch token is unknown or belongs to another player, game or provider.',
  TOKEN_EXPIRED: 'The launch token has expired: open the game again.',
  WRONG_CURRENCY: "The currency is not the player's wallet currency.",
  PLAYER_BLOCKED: 'The player is blocked.',
  LIMIT_REACHED:
    'The bet is refused by a player protection rule (limit, time-out, self-exclusion or restricted country): see `fields.reason`.',
  DUPLICATE_TRANSACTION: 'This transaction id was already used with other parameters.',
  TRANSACTION_NOT_FOUND: 'The referenced transaction does not exist in this round.',
  TRANSACTION_ROLLED_BACK: 'The referenced transaction was rolled back.',
  ROUND_CLOSED: 'The round is closed.',
  FREE_ROUNDS_ENDED:
    'The free-round grant has ended (expired, forfeited or every spin played): record the spin cancelled.',
  BONUS_FORFEIT_REQUIRED:
    'A withdrawal now gives up your active bonuses. Confirm the withdrawal to forfeit the bonus money shown.',
  GRANT_NOT_ACTIVE: 'This bonus is no longer active: it has converted, expired or been forfeited.',
  PROMO_CODE_TAKEN: 'Another campaign already uses this promo code. Choose another code.',
  BONUS_CURRENCY_MISMATCH: "This campaign is not offered in the player's currency.",
  BONUS_MAX_BET_EXCEEDED: 'While a bonus is being wagered, one bet may stake at most its maximum bet.',
  FREE_BET_UNAVAILABLE: 'This free bet can no longer be used: it has been used, has expired or is not yours.',
  FREE_BET_ODDS_TOO_LOW: 'This free bet needs higher odds. Choose selections whose odds reach its minimum.',
  FREE_BET_STAKE_MISMATCH: 'A free bet stakes its whole amount on one single or accumulator.',
  CASHBACK_WEEK_NOT_ENDED: 'This week has not ended yet: its cashback can be paid from the Monday after.',
  FLOAT_LIMIT_REACHED: 'This would take the float past its credit limit. Move a smaller amount.',
  AGENT_SUSPENDED: 'This agent or shop is suspended: its float cannot move.',
  SHIFT_NOT_OPEN: 'Open a shift before taking deposits or paying withdrawals.',
  SHIFT_ALREADY_OPEN: 'You already have an open shift. Close it before opening another.',
  PAYOUT_CODE_INVALID: 'No withdrawal waits at this shop under this code.',
  PAYOUT_CODE_EXPIRED: 'This payout code has expired. The player can ask for a new withdrawal.',
  DAILY_OPERATION_LIMIT_REACHED: "Today's limit for these operations is reached.",
  PARTNER_KYC_REQUIRED:
    'Your identity must be verified before you move float or open a shift. Upload your documents under Identity verification on your profile page; staff approve them.',
  COMMISSION_PERIOD_NOT_ENDED:
    'This period has not ended yet: it can be closed from the day after its last day.',
  COMMISSION_PERIOD_INVALID: 'A week starts on a Monday and a month on its 1st. Choose such a day.',
  COMMISSION_PERIOD_OVERLAPS:
    'This period overlaps a closed period or comes before the latest one. Periods close in order, once.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
}

export const errorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string(),
  }),
})

export type ErrorBody = z.infer<typeof errorBody>
