import { z } from 'zod'
import { currencies } from './accounts.ts'
import { selectionResultEntry } from './admin-sportsbook.ts'
import { localizedText } from './i18n.ts'
import { selectionStatuses } from './sportsbook.ts'
import { minorUnits, minorUnitsAtLeastZero } from './wallet.ts'

/**
 * Corrections of a settled market's result (`/api/admin/sportsbook/…/corrections`, `sportsbook.trade`): the
 * corrected results, what they change in the payouts of the bets already settled, and, above the operator's
 * amount, a second trader's approval before anything moves.
 */

export const resultCorrectionStatuses = [
  /** Above the approval amount: waits for a second trader. */
  'pending',
  'rejected',
  /** The new results are written; the settled bets are being re-paid in batches. */
  'applying',
  /** Every settled bet on the market is re-paid. */
  'applied',
] as const
export type ResultCorrectionStatus = (typeof resultCorrectionStatuses)[number]

export const resultCorrectionInput = z.object({
  results: z.array(selectionResultEntry).min(1, 'REQUIRED').max(200),
})
export type ResultCorrectionInput = z.infer<typeof resultCorrectionInput>

/**
 * What a correction changes in one currency: `total` is Σ |new payout − payout paid| over the market's settled
 * bets (what the approval amount is compared with: money moved either way is at stake), `net` is Σ (new − paid),
 * what the book pays out more (negative: takes back).
 */
export const correctionChange = z.object({
  currency: z.enum(currencies),
  total: minorUnitsAtLeastZero,
  net: minorUnits,
  bets: z.number().int(),
})
export type CorrectionChange = z.infer<typeof correctionChange>

export const resultCorrectionView = z.object({
  id: z.uuid(),
  marketId: z.uuid(),
  marketName: localizedText,
  status: z.enum(resultCorrectionStatuses),
  /** The selections' results before the correction, by code (dead heats as `dead_heat`). */
  previous: z.record(z.string(), z.enum(selectionStatuses)),
  results: z.array(selectionResultEntry),
  changes: z.array(correctionChange),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** Bets re-paid so far. */
  resettledBets: z.number().int(),
})
export type ResultCorrectionView = z.infer<typeof resultCorrectionView>

export const resultCorrectionList = z.object({ items: z.array(resultCorrectionView) })
export type ResultCorrectionList = z.infer<typeof resultCorrectionList>

export const correctionIdParams = z.object({ id: z.string().max(64) })

/** What a correction request or decision answers: the correction, and the bets this request re-paid. */
export const resultCorrectionOutcome = z.object({
  correction: resultCorrectionView,
  resettledBets: z.number().int(),
})
export type ResultCorrectionOutcome = z.infer<typeof resultCorrectionOutcome>

// ---- Settings (operator_settings 'sportsbook'; read with sportsbook.read, saved with settings.write) ----

const settingAmount = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(0, 'NUMBER_OUT_OF_RANGE')
  .max(Number.MAX_SAFE_INTEGER, 'NUMBER_OUT_OF_RANGE')

/** A market template's code (modules/sportsbook/market-templates.ts), as the cash-out setting names it. */
export const marketTemplateCode = z.string('REQUIRED').regex(/^[a-z0-9_]{1,60}$/, 'INVALID_CHOICE')

/**
 * The cash-out fields have defaults, so a document saved before cash-out existed still reads (and keeps its
 * correction amount) instead of falling back to every default.
 */
export const sportsbookSettings = z
  .object({
    /**
     * A correction whose `total` in any currency is above this many minor units waits for a second trader's
     * approval; at or below it applies at once.
     */
    correctionApprovalAbove: settingAmount,
    /** The book's cut of a cash-out offer, basis points (500 = 5 %). */
    cashOutMarginBasisPoints: z
      .number('REQUIRED')
      .int('NUMBER_OUT_OF_RANGE')
      .min(0, 'NUMBER_OUT_OF_RANGE')
      .max(5_000, 'NUMBER_OUT_OF_RANGE')
      .default(500),
    /** No offer below this many minor units (nor a partial cash-out paying less). */
    cashOutMinAmount: settingAmount.default(1_000),
    /** No offer above this many minor units: the book does not buy back that much at once. */
    cashOutMaxAmount: settingAmount.default(50_000_000),
    /**
     * How far, in basis points of the offer the player saw, the offer may have moved when they take it and still be
     * paid (at the offer now); beyond it the cash-out is refused with the new offer.
     */
    cashOutToleranceBasisPoints: z
      .number('REQUIRED')
      .int('NUMBER_OUT_OF_RANGE')
      .min(0, 'NUMBER_OUT_OF_RANGE')
      .max(2_000, 'NUMBER_OUT_OF_RANGE')
      .default(100),
    /** The market templates whose bets may be cashed out (every leg's); null: every market. */
    cashOutMarketTemplates: z.array(marketTemplateCode).max(200, 'TOO_MANY').nullable().default(null),
  })
  .refine((settings) => settings.cashOutMinAmount <= settings.cashOutMaxAmount, {
    path: ['cashOutMaxAmount'],
    message: 'NUMBER_OUT_OF_RANGE',
  })
export type SportsbookSettings = z.infer<typeof sportsbookSettings>

/** 10 000 taka in poisha until the operator sets another amount. */
export const defaultSportsbookSettings: SportsbookSettings = {
  correctionApprovalAbove: 1_000_000,
  cashOutMarginBasisPoints: 500,
  cashOutMinAmount: 1_000,
  cashOutMaxAmount: 50_000_000,
  cashOutToleranceBasisPoints: 100,
  cashOutMarketTemplates: null,
}
