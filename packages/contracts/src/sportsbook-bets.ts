import { z } from 'zod'
import { MAX_SELECTIONS, systemBetNames } from './sportsbook-bet-types.ts'
import { oddsBounds, oddsFormats } from './sportsbook-odds.ts'

/**
 * The sportsbook's shapes. The maths on them is in sportsbook-odds.ts (prices and their display),
 * sportsbook-bet-types.ts (bets into lines) and sportsbook-settlement.ts (returns); docs/sportsbook-maths.md
 * states the rules.
 */

export const decimalOdds = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(oddsBounds.min, 'NUMBER_OUT_OF_RANGE')
  .max(oddsBounds.max, 'NUMBER_OUT_OF_RANGE')
  .meta({ description: 'Decimal odds in thousandths (1850 = 1.85), from 1001 to 1,000,000.' })

export const oddsFormat = z.enum(oddsFormats)

export const betType = z.discriminatedUnion('kind', [
  /** One selection. */
  z.object({ kind: z.literal('single') }),
  /** Every selection in one line, 2 to MAX_SELECTIONS of them. */
  z.object({ kind: z.literal('accumulator') }),
  /** A named full-cover bet on its fixed number of selections (Trixie, Yankee, Goliath…). */
  z.object({ kind: z.literal('system'), name: z.enum(systemBetNames) }),
  /** Every combination of `legsPerLine` of the selections: 2 from 4 is six doubles. */
  z.object({ kind: z.literal('k_from_n'), legsPerLine: z.number().int().min(1).max(MAX_SELECTIONS) }),
])
export type BetType = z.infer<typeof betType>

/**
 * A settled selection: its price and result. `half_win` and `half_lose` are Asian lines (half the stake wins or
 * loses, the other half is returned). A dead heat is `tiedCount` runners sharing places of which `placesPaid` are
 * paid (two tied for the win: 1 of 2; three tied for the last two places paid: 2 of 3); it pays
 * odds × placesPaid / tiedCount. Ties that share only paid places are plain wins.
 */
export const settledLeg = z.discriminatedUnion('result', [
  z.object({ odds: decimalOdds, result: z.enum(['win', 'lose', 'void', 'half_win', 'half_lose']) }),
  z
    .object({
      odds: decimalOdds,
      result: z.literal('dead_heat'),
      placesPaid: z.number().int().min(1),
      tiedCount: z.number().int().min(2),
    })
    .refine((leg) => leg.placesPaid < leg.tiedCount, {
      path: ['placesPaid'],
      message: 'NUMBER_OUT_OF_RANGE',
    }),
])
export type SettledLeg = z.infer<typeof settledLeg>
