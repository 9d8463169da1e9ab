import type { SportBetLegStatus, SportBetStatus } from '@khela/contracts/sportsbook-placement'
import { settleBet } from '@khela/contracts/sportsbook-settlement'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportSelections } from '../../db/schema/sportsbook.ts'
import { settledLegOf } from './settle-sport-bets.ts'

export type ResultedLeg = {
  betId: string
  marketId: string
  code: string
  price: number
  status: SportBetLegStatus
  placesPaid: number | null
  tiedCount: number | null
}

/** Every leg of these bets with its selection's code and dead-heat share, in each bet's leg order. */
export async function findResultedLegs(
  db: Db,
  betIds: readonly string[],
): Promise<Map<string, ResultedLeg[]>> {
  if (betIds.length === 0) return new Map()
  const legs = await db
    .select({
      betId: sportBetLegs.betId,
      marketId: sportBetLegs.marketId,
      code: sportSelections.code,
      price: sportBetLegs.price,
      status: sportBetLegs.status,
      placesPaid: sportSelections.placesPaid,
      tiedCount: sportSelections.tiedCount,
    })
    .from(sportBetLegs)
    .innerJoin(sportSelections, eq(sportSelections.id, sportBetLegs.selectionId))
    .where(inArray(sportBetLegs.betId, [...betIds]))
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.position))
  return Map.groupBy(legs, (leg) => leg.betId)
}

/**
 * What a bet whose legs all have a result pays and its status, by the rule settle-sport-bets.ts settles with
 * (settleBet at the prices taken, capped at the potential return; void only when every leg is).
 */
export function priceSettledBet(
  bet: { id: string; stake: number; potentialReturn: number },
  legs: readonly ResultedLeg[],
): { status: SportBetStatus; payout: number } {
  const { payout } = settleBet({
    stakePerLineMinor: bet.stake,
    legs: legs.map((leg) => settledLegOf(bet.id, leg)),
    lines: [legs.map((_, index) => index)],
    maxPayoutMinor: bet.potentialReturn,
  })
  const status: SportBetStatus = legs.every((leg) => leg.status === 'void')
    ? 'void'
    : payout > 0
      ? 'won'
      : 'lost'
  return { status, payout }
}
