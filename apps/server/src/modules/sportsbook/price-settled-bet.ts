import type { SportBetLegStatus, SportBetStatus } from '@khela/contracts/sportsbook-placement'
import { settleBet } from '@khela/contracts/sportsbook-settlement'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportBets, sportSelections } from '../../db/schema/sportsbook.ts'
import { linesOfBet } from './bet-line-plan.ts'
import { runningTerms } from './running-stake.ts'
import { settledLegOf, settledStatus } from './settle-sport-bets.ts'

export type ResultedLeg = {
  betId: string
  marketId: string
  code: string
  price: number
  status: SportBetLegStatus
  placesPaid: number | null
  tiedCount: number | null
}

/**
 * Every leg of these bets with its selection's code and dead-heat share, in each bet's leg order, for any number
 * of bets.
 */
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
    // One array parameter, not one per bet: a correction measures every settled bet of a market, and PostgreSQL
    // refuses a statement with more than 65,535 parameters.
    .where(sql`${sportBetLegs.betId} = ANY(${sql.param([...betIds])}::uuid[])`)
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.position))
  return Map.groupBy(legs, (leg) => leg.betId)
}

/** The columns of a bet that priceSettledBet reads, for the queries that feed it. */
export const pricedBetColumns = {
  id: sportBets.id,
  type: sportBets.type,
  system: sportBets.system,
  legsPerLine: sportBets.legsPerLine,
  stake: sportBets.stake,
  stakePerLine: sportBets.stakePerLine,
  lineCount: sportBets.lineCount,
  cashedOutStake: sportBets.cashedOutStake,
  potentialReturn: sportBets.potentialReturn,
}

type PricedBet = Pick<
  typeof sportBets.$inferSelect,
  | 'id'
  | 'type'
  | 'system'
  | 'legsPerLine'
  | 'stake'
  | 'stakePerLine'
  | 'lineCount'
  | 'cashedOutStake'
  | 'potentialReturn'
>

/**
 * What a bet whose legs all have a result pays and its status, by the rule settle-sport-bets.ts settles with
 * (settleBet line by line at the stake per line still running after any partial cash-out and the prices taken,
 * capped at the potential return at that stake; void only when every leg is and nothing was cashed out).
 */
export function priceSettledBet(
  bet: PricedBet,
  legs: readonly ResultedLeg[],
): { status: SportBetStatus; payout: number } {
  const lines = linesOfBet(bet, legs.length)
  const terms = runningTerms(
    bet,
    legs.map((leg) => leg.price),
    lines,
  )
  const { payout } = settleBet({
    stakePerLineMinor: terms.stakePerLine,
    legs: legs.map((leg) => settledLegOf(bet.id, leg)),
    lines,
    maxPayoutMinor: terms.maxPayout,
  })
  return { status: settledStatus(bet, legs, payout), payout }
}
