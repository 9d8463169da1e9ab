import { z } from 'zod'
import { currencies } from './accounts.ts'
import { localizedText } from './i18n.ts'
import { uuidSource } from './ids.ts'
import { selectionResults } from './sportsbook.ts'
import {
  countBetLines,
  MAX_BET_LINES,
  MAX_SELECTIONS,
  oddsPolicies,
  SPORT_BET_MIN_STAKE,
  selectionCountBounds,
  systemBetNames,
} from './sportsbook-bet-types.ts'
import { type BetType, decimalOdds } from './sportsbook-bets.ts'
import { cashOutOfferView } from './sportsbook-cash-out-api.ts'
import { minorAmount, minorUnitsAtLeastZero } from './wallet.ts'

/**
 * Placing a sportsbook bet (`POST /api/sportsbook/bets`) and the player's own bets (`GET`): singles, accumulators
 * and system bets (a named full cover or any 'k from n', each line staked on its own). Prices are decimal odds in
 * thousandths.
 */

export const sportBetTypes = ['single', 'accumulator', 'system'] as const
export type SportBetType = (typeof sportBetTypes)[number]

/** Which system a system bet is: a named full cover (Trixie…) or every combination of `legsPerLine` selections. */
export const sportBetSystem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('system'), name: z.enum(systemBetNames, 'INVALID_CHOICE') }),
  z.object({
    kind: z.literal('k_from_n'),
    legsPerLine: z
      .number('REQUIRED')
      .int('NUMBER_OUT_OF_RANGE')
      .min(1, 'NUMBER_OUT_OF_RANGE')
      .max(MAX_SELECTIONS, 'NUMBER_OUT_OF_RANGE'),
  }),
])
export type SportBetSystem = z.infer<typeof sportBetSystem>

/** The bet's lines as the contract's maths names them. */
export function betTypeOf(bet: { type: SportBetType; system?: SportBetSystem | null | undefined }): BetType {
  if (bet.type !== 'system') return { kind: bet.type }
  if (!bet.system) throw new RangeError('a system bet names its system')
  return bet.system
}

/**
 * An in-play bet is `pending` for its delay, then `open` (accepted) or `refused` (its stake returned). Open bets
 * wait for settlement; cashed_out ones were bought back in full by the book (cash-out).
 */
export const sportBetStatuses = ['pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'refused'] as const
export type SportBetStatus = (typeof sportBetStatuses)[number]

/**
 * Why an in-play bet was refused at the end of its delay: a leg's market was suspended during it (or is not open
 * now), the selection is gone, a price moved against the player's odds policy, the book's liability limit, or the
 * bet went undecided for twice its delay (the server was down): its stake is returned in every case.
 */
export const sportBetRefusals = [
  'MARKET_SUSPENDED',
  'MARKET_CLOSED',
  'SELECTION_UNAVAILABLE',
  'ODDS_CHANGED',
  'LIABILITY_ABOVE_LIMIT',
  'DELAY_EXPIRED',
] as const
export type SportBetRefusal = (typeof sportBetRefusals)[number]

/**
 * On the player's `user` channel whenever any of their bets changes: decided after its delay, or settled. A hint
 * to refetch their bets, not data.
 */
export const sportBetsChangedEvent = z.object({ type: z.literal('sportsbook.bets') })
export type SportBetsChangedEvent = z.infer<typeof sportBetsChangedEvent>

/** A leg takes its selection's result when the market is settled. */
export const sportBetLegStatuses = ['open', ...selectionResults] as const
export type SportBetLegStatus = (typeof sportBetLegStatuses)[number]

export const sportBetLegInput = z.object({
  selectionId: z.string('REQUIRED').regex(new RegExp(uuidSource, 'i'), 'INVALID_CHOICE'),
  /** The price the slip showed. */
  price: decimalOdds,
  /** The market's version the slip was priced at. */
  marketVersion: z.number('REQUIRED').int('NUMBER_OUT_OF_RANGE').min(1, 'NUMBER_OUT_OF_RANGE'),
})

export const placeSportBetInput = z
  .object({
    type: z.enum(sportBetTypes, 'INVALID_CHOICE'),
    /** For a system bet only: which one. */
    system: sportBetSystem.optional(),
    legs: z.array(sportBetLegInput).min(1, 'REQUIRED').max(MAX_SELECTIONS, 'TOO_MANY'),
    /** Per line: a system bet's total stake is its number of lines times this. */
    stake: minorAmount.min(SPORT_BET_MIN_STAKE, 'AMOUNT_BELOW_MINIMUM'),
    oddsPolicy: z.enum(oddsPolicies, 'INVALID_CHOICE').default('none'),
    /**
     * Stake a free bet (a `free_bet` bonus grant of the player's) instead of money: `stake` must be its whole
     * amount, on a single or an accumulator at odds of at least its minimum; a win pays the winnings, not the stake.
     */
    freeBetGrantId: z.string().max(64, 'INVALID_FORMAT').optional(),
  })
  .superRefine((bet, context) => {
    if ((bet.type === 'system') !== (bet.system !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['system'],
        message: bet.system ? 'INVALID_CHOICE' : 'REQUIRED',
      })
      return
    }
    const count = bet.legs.length
    const bounds = selectionCountBounds(betTypeOf(bet))
    if (count < bounds.min || count > bounds.max)
      context.addIssue({ code: 'custom', path: ['legs'], message: 'WRONG_SELECTION_COUNT' })
    else if (countBetLines(betTypeOf(bet), count) > MAX_BET_LINES)
      context.addIssue({ code: 'custom', path: ['system'], message: 'TOO_MANY' })
    const seen = new Set<string>()
    bet.legs.forEach((leg, index) => {
      const id = leg.selectionId.toLowerCase()
      if (seen.has(id))
        context.addIssue({
          code: 'custom',
          path: ['legs', index, 'selectionId'],
          message: 'DUPLICATE_SELECTION',
        })
      seen.add(id)
    })
  })
export type PlaceSportBetInput = z.input<typeof placeSportBetInput>
export type PlaceSportBet = z.output<typeof placeSportBetInput>

export const sportBetLegView = z.object({
  selectionId: z.string(),
  selectionName: localizedText,
  marketId: z.string(),
  marketName: localizedText,
  /** Thousandths, null for a market without a line. */
  line: z.number().int().nullable(),
  eventId: z.string(),
  home: localizedText,
  away: localizedText,
  startsAt: z.iso.datetime(),
  /** The price the bet took. */
  price: decimalOdds,
  marketVersion: z.number().int(),
  status: z.enum(sportBetLegStatuses),
})
export type SportBetLegView = z.infer<typeof sportBetLegView>

export const sportBetView = z.object({
  id: z.string(),
  type: z.enum(sportBetTypes),
  /** A system bet's system; absent for singles and accumulators. */
  system: sportBetSystem.optional(),
  status: z.enum(sportBetStatuses),
  currency: z.enum(currencies),
  /** The whole stake: the stake per line times the number of lines. */
  stake: minorUnitsAtLeastZero,
  stakePerLine: minorUnitsAtLeastZero,
  lineCount: z.number().int().min(1),
  /** What the bet returns if every leg wins, at most the bet's maximum payout. */
  potentialReturn: minorUnitsAtLeastZero,
  /** What settlement paid (after any correction); 0 while open. */
  payout: minorUnitsAtLeastZero,
  /** The part of the stake cashed out and what those cash-outs paid; settlement pays on the rest of the stake. */
  cashedOutStake: minorUnitsAtLeastZero,
  cashedOutAmount: minorUnitsAtLeastZero,
  /** The offer at which the bet cashes itself out in full; null for none. */
  autoCashOutAt: minorUnitsAtLeastZero.nullable(),
  oddsPolicy: z.enum(oddsPolicies),
  /** The part of the stake a bonus grant's money covered (the whole stake of a free bet). */
  bonusStake: minorUnitsAtLeastZero,
  /** Staked with a free bet: a win pays the winnings only. */
  isFreeBet: z.boolean(),
  createdAt: z.iso.datetime(),
  /** A pending bet's end of its delay, when it is accepted or refused; null for a bet that never waited. */
  decideAt: z.iso.datetime().nullable(),
  /**
   * A pending bet's milliseconds from this answer to its decision, by the server's clock, so a countdown does not
   * depend on the device's clock; null for a bet not pending.
   */
  decidesInMs: z.number().int().min(0).nullable(),
  /** Why a pending bet was refused (an error code: MARKET_SUSPENDED, ODDS_CHANGED…); null otherwise. */
  refusal: z.enum(sportBetRefusals).nullable(),
  legs: z.array(sportBetLegView),
  /** An open bet's cash-out offer now, on the player's list of bets; absent elsewhere. */
  cashOut: cashOutOfferView.optional(),
})
export type SportBetView = z.infer<typeof sportBetView>

/** The answer to a placed bet: the bet and the player's cash balance after its stake. */
export const placedSportBet = z.object({ bet: sportBetView, balance: minorUnitsAtLeastZero })
export type PlacedSportBet = z.infer<typeof placedSportBet>

export const sportBetsPageSize = 20

export const sportBetsQuery = z.object({ page: z.coerce.number().int().min(1).default(1) })

/** The player's bets, open ones first, then newest first. */
export const sportBetsPage = z.object({
  items: z.array(sportBetView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type SportBetsPage = z.infer<typeof sportBetsPage>
