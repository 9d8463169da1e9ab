import type { MarketStatus, SelectionStatus } from '@khela/contracts/sportsbook'
import { type CashOutLeg, cashOutOffer, cashOutValue } from '@khela/contracts/sportsbook-cash-out'
import type { CashOutOfferView, CashOutPricedLeg } from '@khela/contracts/sportsbook-cash-out-api'
import type { SportBetLegStatus } from '@khela/contracts/sportsbook-placement'
import type { SportsbookSettings } from '@khela/contracts/sportsbook-resettlement'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, type sportBets, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { linesOfBet } from './bet-line-plan.ts'
import { runningStake } from './running-stake.ts'
import { settledLegOf } from './settle-sport-bets.ts'

/** Every leg of these bets, in each bet's leg order, with its market's status, version and template now. */
export async function findCashOutLegs(
  db: Pick<Db, 'select'>,
  betIds: readonly string[],
): Promise<Map<string, (CashOutLegFacts & { betId: string })[]>> {
  if (betIds.length === 0) return new Map()
  const legs = await db
    .select({
      betId: sportBetLegs.betId,
      takenPrice: sportBetLegs.price,
      status: sportBetLegs.status,
      marketId: sportBetLegs.marketId,
      marketStatus: sportMarkets.status,
      template: sportMarkets.template,
      version: sportMarkets.version,
      selectionStatus: sportSelections.status,
      price: sportSelections.price,
      placesPaid: sportSelections.placesPaid,
      tiedCount: sportSelections.tiedCount,
    })
    .from(sportBetLegs)
    .innerJoin(sportSelections, eq(sportSelections.id, sportBetLegs.selectionId))
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportBetLegs.marketId))
    .where(sql`${sportBetLegs.betId} = ANY(${sql.param([...betIds])}::uuid[])`)
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.position))
  return Map.groupBy(legs, (leg) => leg.betId)
}

/** A bet's leg with its market and selection as they stand now. */
export type CashOutLegFacts = {
  takenPrice: number
  status: SportBetLegStatus
  marketId: string
  marketStatus: MarketStatus
  template: string
  version: number
  selectionStatus: SelectionStatus
  price: number
  placesPaid: number | null
  tiedCount: number | null
}

type PricedBet = Pick<
  typeof sportBets.$inferSelect,
  'id' | 'type' | 'system' | 'legsPerLine' | 'stake' | 'lineCount' | 'cashedOutStake' | 'isFreeBet'
>

export type PricedCashOut = CashOutOfferView & {
  /** The value before the operator's minimum and maximum (0 when a leg lost or there is no price). */
  value: bigint
}

/**
 * What the book offers for an open bet's running stake now (docs/sportsbook-maths.md, "Cash-out"): every running
 * leg's price now against the price taken, every settled leg's result, less the operator's margin; none while a
 * running leg's market or selection is not open, a free bet, a leg's market is not one cash-out is offered on, every leg has
 * its result (settlement pays it) or the value is outside the operator's minimum and maximum. The markets'
 * versions come with it: the player's request names them, and a request priced at other versions is re-priced.
 */
export function priceCashOut(
  bet: PricedBet,
  legs: readonly CashOutLegFacts[],
  settings: SportsbookSettings,
): PricedCashOut {
  const pricedAt: CashOutPricedLeg[] = legs.map((leg) => ({
    marketId: leg.marketId,
    version: leg.version,
    price: leg.status === 'open' ? leg.price : null,
  }))
  const running = runningStake(bet)
  const base = { runningStake: running, stakeStep: bet.lineCount, pricedAt }
  const none = (reason: CashOutOfferView['reason']): PricedCashOut => ({
    ...base,
    offer: null,
    reason,
    value: 0n,
  })
  // A free bet's stake was never the player's to take back (modules/bonuses/README.md).
  if (bet.isFreeBet) return none('not_offered')
  const allowed = settings.cashOutMarketTemplates
  if (allowed !== null && legs.some((leg) => !allowed.includes(leg.template))) return none('not_offered')
  const runningLegs = legs.filter((leg) => leg.status === 'open')
  if (runningLegs.length === 0) return none('settling')
  if (runningLegs.some((leg) => leg.marketStatus !== 'open' || leg.selectionStatus !== 'open'))
    return none('suspended')
  if (running < bet.lineCount) return none('settling')
  const value = cashOutValue({
    stakePerLineMinor: running / bet.lineCount,
    legs: legs.map(
      (leg): CashOutLeg =>
        leg.status === 'open'
          ? { state: 'open', placedOdds: leg.takenPrice, currentOdds: leg.price }
          : { state: 'settled', leg: settledLegOf(bet.id, { ...leg, price: leg.takenPrice }) },
    ),
    lines: linesOfBet(bet, legs.length),
    marginBasisPoints: settings.cashOutMarginBasisPoints,
  })
  const offer = cashOutOffer(value, {
    minMinor: Math.max(1, settings.cashOutMinAmount),
    maxMinor: settings.cashOutMaxAmount,
  })
  if (offer === null) return { ...base, offer: null, reason: 'out_of_limits', value }
  return { ...base, offer, reason: null, value }
}

/** The view of an offer without its internal value, for the player's list and the errors. */
export function toCashOutOfferView(priced: PricedCashOut): CashOutOfferView {
  const { value: _value, ...view } = priced
  return view
}
