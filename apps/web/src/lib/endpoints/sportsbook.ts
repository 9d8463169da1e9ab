import type { SportDetail, SportList } from '@khela/contracts/sportsbook'
import type {
  BookedSlip,
  CreateBookingCodeInput,
  CreatedBookingCode,
} from '@khela/contracts/sportsbook-booking'
import type {
  AutoCashOutInput,
  AutoCashOutResult,
  CashOutInput,
  CashOutResult,
} from '@khela/contracts/sportsbook-cash-out-api'
import type { LiveBoard, LiveEventDetail } from '@khela/contracts/sportsbook-live'
import type { PlacedSportBet, PlaceSportBetInput, SportBetsPage } from '@khela/contracts/sportsbook-placement'
import { endpoint } from '../endpoint.ts'

/** Every sport with its live and upcoming counts, in the operator's order. */
export const sports = endpoint<{ response: SportList }>()('GET', '/api/sportsbook/sports')
/** A sport's competitions and its live, then upcoming events, each with its main market. */
export const sport = endpoint<{ query: { competition?: string }; response: SportDetail }>()(
  'GET',
  '/api/sportsbook/sports/:slug',
)
/** Every event in play, grouped by sport, each with its main market and scoreboard. */
export const liveBoard = endpoint<{ response: LiveBoard }>()('GET', '/api/sportsbook/live')
/** An event's open and suspended markets, in the template's order, and its live state while a feed covers it. */
export const event = endpoint<{ response: LiveEventDetail }>()('GET', '/api/sportsbook/events/:id')
/** Places a single, an accumulator or a system bet (real money, under an Idempotency-Key). */
export const placeBet = endpoint<{ body: PlaceSportBetInput; response: PlacedSportBet }>()(
  'POST',
  '/api/sportsbook/bets',
)
/** The signed-in player's own bets with their legs, open ones first. */
export const bets = endpoint<{ query: { page?: number }; response: SportBetsPage }>()(
  'GET',
  '/api/sportsbook/bets',
)
/** Cashes out an open bet, whole or part of its running stake, at the offer seen (real money, Idempotency-Key). */
export const cashOut = endpoint<{ body: CashOutInput; response: CashOutResult }>()(
  'POST',
  '/api/sportsbook/bets/:id/cash-out',
)
/** Sets or removes the offer at which an open bet cashes itself out. */
export const autoCashOut = endpoint<{ body: AutoCashOutInput; response: AutoCashOutResult }>()(
  'PUT',
  '/api/sportsbook/bets/:id/auto-cash-out',
)
/** Saves the slip's selections and bet type under a booking code. */
export const createBookingCode = endpoint<{ body: CreateBookingCodeInput; response: CreatedBookingCode }>()(
  'POST',
  '/api/sportsbook/booking-codes',
)
/** A booking code's slip at the prices standing now. */
export const bookingCode = endpoint<{ response: BookedSlip }>()('GET', '/api/sportsbook/booking-codes/:code')
