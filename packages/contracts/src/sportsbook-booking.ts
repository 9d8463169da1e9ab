import { z } from 'zod'
import { localizedText } from './i18n.ts'
import { uuidSource } from './ids.ts'
import { MAX_SELECTIONS, selectionCountBounds } from './sportsbook-bet-types.ts'
import { betType, decimalOdds } from './sportsbook-bets.ts'

/**
 * Booking codes (`POST /api/sportsbook/booking-codes`, `GET /api/sportsbook/booking-codes/:code`): a slip's
 * selections and bet type saved under a short code, so another device (or a friend) loads the same slip at the
 * prices then standing. Stakes stay with the player. Codes use an alphabet without look-alikes (no 0/O, 1/I/L).
 */

export const bookingCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const bookingCodeLength = 8
/** How long a code loads a slip. */
export const bookingCodeDays = 7

const bookingCodePattern = new RegExp(`^[${bookingCodeAlphabet}]{${bookingCodeLength}}$`)

/** A code as typed: spaces and dashes dropped, case ignored. */
export function normaliseBookingCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase()
}

/** Whether a normalised code could be one: anything else is BOOKING_CODE_UNKNOWN without asking the database. */
export function isBookingCodeShaped(code: string): boolean {
  return bookingCodePattern.test(code)
}

/** The code as typed; the server normalises it, so a mistyped one is BOOKING_CODE_UNKNOWN, not a 400. */
export const bookingCodeParams = z.object({ code: z.string().max(40) })

export const createBookingCodeInput = z
  .object({
    betType,
    selectionIds: z
      .array(z.string('REQUIRED').regex(new RegExp(uuidSource, 'i'), 'INVALID_CHOICE'))
      .min(1, 'REQUIRED')
      .max(MAX_SELECTIONS, 'TOO_MANY'),
  })
  .superRefine((slip, context) => {
    // Singles take any number of selections; every other bet type its own.
    if (slip.betType.kind === 'single') return
    const { min, max } = selectionCountBounds(slip.betType)
    const count = slip.selectionIds.length
    if (count < min || count > max)
      context.addIssue({ code: 'custom', path: ['selectionIds'], message: 'WRONG_SELECTION_COUNT' })
    if (new Set(slip.selectionIds.map((id) => id.toLowerCase())).size !== count)
      context.addIssue({ code: 'custom', path: ['selectionIds'], message: 'DUPLICATE_SELECTION' })
  })
export type CreateBookingCodeInput = z.input<typeof createBookingCodeInput>

export const createdBookingCode = z.object({ code: z.string(), expiresAt: z.iso.datetime() })
export type CreatedBookingCode = z.infer<typeof createdBookingCode>

export const bookedSelection = z.object({
  selectionId: z.string(),
  selectionName: localizedText,
  marketId: z.string(),
  marketName: localizedText,
  marketVersion: z.number().int(),
  /** The price standing now. */
  price: decimalOdds,
  maxStake: z.number().int(),
  maxPayout: z.number().int(),
  eventId: z.string(),
  home: localizedText,
  away: localizedText,
  startsAt: z.iso.datetime(),
  /** Why a bet would be refused on it now (MARKET_SUSPENDED, MARKET_CLOSED, EVENT_STARTED); null when it is open. */
  refusal: z.string().nullable(),
})
export type BookedSelection = z.infer<typeof bookedSelection>

/** A booked slip as it stands now: selections no longer in the book are left out. */
export const bookedSlip = z.object({
  code: z.string(),
  betType,
  expiresAt: z.iso.datetime(),
  selections: z.array(bookedSelection),
})
export type BookedSlip = z.infer<typeof bookedSlip>
