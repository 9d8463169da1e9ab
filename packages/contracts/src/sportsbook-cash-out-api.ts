import { z } from 'zod'
import { uuidSource } from './ids.ts'
import { decimalOdds } from './sportsbook-bets.ts'
import { minorAmount, minorUnitsAtLeastZero } from './wallet.ts'

/**
 * A player's cash-out of an open sports bet (`/api/sportsbook/bets/:id/cash-out`): the offer shown on My Bets with
 * the market versions it was priced at, the request that takes it (whole or part of the stake) and the automatic
 * cash-out amount. The maths is sportsbook-cash-out.ts.
 */

/** One leg's market as an offer was priced: its version then, and the price of the bet's selection (null once settled). */
export const cashOutPricedLeg = z.object({
  marketId: z.string(),
  version: z.number().int().min(1),
  price: decimalOdds.nullable(),
})
export type CashOutPricedLeg = z.infer<typeof cashOutPricedLeg>

/** Why an open bet has no offer now. */
export const cashOutUnavailableReasons = [
  /** A running leg's market or selection is suspended or closed: no price to buy back at. */
  'suspended',
  /** A leg's market is not one the operator offers cash-out on. */
  'not_offered',
  /** The value is below the operator's minimum or above its maximum (a lost leg makes it nothing). */
  'out_of_limits',
  /** Every leg has its result: settlement pays the bet. */
  'settling',
] as const
export type CashOutUnavailableReason = (typeof cashOutUnavailableReasons)[number]

/** An open bet's offer now (null with the reason when there is none) and the versions it was priced at. */
export const cashOutOfferView = z.object({
  offer: minorUnitsAtLeastZero.nullable(),
  reason: z.enum(cashOutUnavailableReasons).nullable(),
  /** The stake still running: what a partial cash-out takes a part of. */
  runningStake: minorUnitsAtLeastZero,
  /** A system bet cashes out whole lines: a partial stake is a multiple of this. */
  stakeStep: z.number().int().min(1),
  pricedAt: z.array(cashOutPricedLeg),
})
export type CashOutOfferView = z.infer<typeof cashOutOfferView>

/** Any id up to 64 characters: one that is not a UUID is an unknown bet (NOT_FOUND), not a malformed request. */
export const cashOutParams = z.object({ id: z.string().max(64) })

/** The versions the offer the player saw was priced at, one per leg's market. */
export const cashOutSeenVersion = z.object({
  marketId: z.string('REQUIRED').regex(new RegExp(uuidSource, 'i'), 'INVALID_CHOICE'),
  version: z.number('REQUIRED').int('NUMBER_OUT_OF_RANGE').min(1, 'NUMBER_OUT_OF_RANGE'),
})

export const cashOutInput = z.object({
  /** The offer the player saw, for everything still running (minor units). */
  offer: minorAmount,
  versions: z.array(cashOutSeenVersion).min(1, 'REQUIRED').max(20, 'TOO_MANY'),
  /** Part of the stake still running to cash out; absent (or all of it) for a full cash-out. */
  stakePart: minorAmount.optional(),
})
export type CashOutInput = z.infer<typeof cashOutInput>

/** A paid cash-out: what it paid, the stake part, whether the bet is finished, and the player's cash after it. */
export const cashOutResult = z.object({
  betId: z.string(),
  amount: minorUnitsAtLeastZero,
  stakePart: minorUnitsAtLeastZero,
  isFull: z.boolean(),
  runningStake: minorUnitsAtLeastZero,
  balance: minorUnitsAtLeastZero,
})
export type CashOutResult = z.infer<typeof cashOutResult>

/** The offer at which the bet cashes itself out in full; null removes it. */
export const autoCashOutInput = z.object({ amount: minorAmount.nullable() })
export type AutoCashOutInput = z.infer<typeof autoCashOutInput>

export const autoCashOutResult = z.object({
  betId: z.string(),
  autoCashOutAt: minorUnitsAtLeastZero.nullable(),
})
export type AutoCashOutResult = z.infer<typeof autoCashOutResult>
