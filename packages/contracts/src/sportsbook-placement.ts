import { z } from 'zod'
import { currencies } from './accounts.ts'
import { localizedText } from './i18n.ts'
import { uuidSource } from './ids.ts'
import { selectionResults } from './sportsbook.ts'
import { MAX_SELECTIONS, oddsPolicies, SPORT_BET_MIN_STAKE } from './sportsbook-bet-types.ts'
import { decimalOdds } from './sportsbook-bets.ts'
import { minorAmount, minorUnitsAtLeastZero } from './wallet.ts'

/**
 * Placing a sportsbook bet (`POST /api/sportsbook/bets`) and the player's own bets (`GET`). Singles and
 * accumulators for now; system bets and settlement come later. Prices are decimal odds in thousandths.
 */

export const sportBetTypes = ['single', 'accumulator'] as const
export type SportBetType = (typeof sportBetTypes)[number]

/** cashed_out is reserved for the cash-out feature; open bets wait for settlement. */
export const sportBetStatuses = ['open', 'won', 'lost', 'void', 'cashed_out'] as const
export type SportBetStatus = (typeof sportBetStatuses)[number]

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
    legs: z.array(sportBetLegInput).min(1, 'REQUIRED').max(MAX_SELECTIONS, 'TOO_MANY'),
    stake: minorAmount.min(SPORT_BET_MIN_STAKE, 'AMOUNT_BELOW_MINIMUM'),
    oddsPolicy: z.enum(oddsPolicies, 'INVALID_CHOICE').default('none'),
  })
  .superRefine((bet, context) => {
    const count = bet.legs.length
    if (bet.type === 'single' ? count !== 1 : count < 2)
      context.addIssue({ code: 'custom', path: ['legs'], message: 'WRONG_SELECTION_COUNT' })
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
  status: z.enum(sportBetStatuses),
  currency: z.enum(currencies),
  stake: minorUnitsAtLeastZero,
  /** What the bet returns if every leg wins, at most the bet's maximum payout. */
  potentialReturn: minorUnitsAtLeastZero,
  /** What settlement paid (after any correction); 0 while open. */
  payout: minorUnitsAtLeastZero,
  oddsPolicy: z.enum(oddsPolicies),
  createdAt: z.iso.datetime(),
  legs: z.array(sportBetLegView),
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
