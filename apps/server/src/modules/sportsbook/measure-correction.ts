import type { Currency } from '@khela/contracts/accounts'
import type { SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import type { CorrectionChange } from '@khela/contracts/sportsbook-resettlement'
import { and, eq, exists, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportBets, sportSelections } from '../../db/schema/sportsbook.ts'
import { recordedOutcome } from './bonus-resettlement.ts'
import { findResultedLegs, pricedBetColumns, priceSettledBet } from './price-settled-bet.ts'
import { runningStake } from './running-stake.ts'

/** Bets settled already (won, lost or void), the ones a correction re-pays; cashed-out bets keep their deal. */
export const resettledStatuses = ['won', 'lost', 'void'] as const

export const hasLegOnMarket = (db: Db, marketId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(sportBetLegs)
      .where(and(eq(sportBetLegs.betId, sportBets.id), eq(sportBetLegs.marketId, marketId))),
  )

/**
 * What re-paying a market's settled bets under these results would change, per currency: each bet priced by
 * the settlement rule with the market's legs given their new results, against the payout it had; a free bet by
 * the winnings it records (the return less its stake, as settle-bonus-sport-bet.ts pays it), not its whole
 * return. Open bets (an accumulator waiting for another leg) with a leg on the market whose result changes are not
 * re-paid now but settle later at the new result, so their whole potential return (a free bet's: its winnings) is
 * added to `total` too (not to `net` nor `bets`): a correction that rewrites large open bets needs the second
 * trader as well. Read-only; the correction stores it and the approval amount is compared with `total`.
 */
export async function measureCorrection(
  db: Db,
  marketId: string,
  results: readonly SelectionResultEntry[],
): Promise<CorrectionChange[]> {
  const bets = await db
    .select({
      ...pricedBetColumns,
      currency: sportBets.currency,
      payout: sportBets.payout,
      bonusGrantId: sportBets.bonusGrantId,
      bonusStake: sportBets.bonusStake,
      isFreeBet: sportBets.isFreeBet,
    })
    .from(sportBets)
    .where(and(inArray(sportBets.status, [...resettledStatuses]), hasLegOnMarket(db, marketId)))
  const legsByBet = await findResultedLegs(
    db,
    bets.map((bet) => bet.id),
  )
  const byCode = new Map(results.map((entry) => [entry.code, entry]))
  const changes = new Map<Currency, CorrectionChange>()
  const changeOf = (currency: Currency) => {
    const change = changes.get(currency) ?? { currency, total: 0, net: 0, bets: 0 }
    changes.set(currency, change)
    return change
  }
  for (const bet of bets) {
    const legs = (legsByBet.get(bet.id) ?? []).map((leg) => {
      const entry = leg.marketId === marketId ? byCode.get(leg.code) : undefined
      if (!entry) return leg
      const isDeadHeat = entry.result === 'dead_heat'
      return {
        ...leg,
        status: entry.result,
        placesPaid: isDeadHeat ? entry.placesPaid : null,
        tiedCount: isDeadHeat ? entry.tiedCount : null,
      }
    })
    const delta = recordedOutcome(bet, priceSettledBet(bet, legs)).payout - bet.payout
    const change = changeOf(bet.currency)
    if (delta !== 0) {
      change.total += Math.abs(delta)
      change.net += delta
      change.bets += 1
    }
  }
  const openLegs = await db
    .select({
      betId: sportBets.id,
      currency: sportBets.currency,
      potentialReturn: sportBets.potentialReturn,
      stake: sportBets.stake,
      cashedOutStake: sportBets.cashedOutStake,
      isFreeBet: sportBets.isFreeBet,
      code: sportSelections.code,
      status: sportBetLegs.status,
      placesPaid: sportSelections.placesPaid,
      tiedCount: sportSelections.tiedCount,
    })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .innerJoin(sportSelections, eq(sportSelections.id, sportBetLegs.selectionId))
    .where(and(eq(sportBetLegs.marketId, marketId), eq(sportBets.status, 'open')))
  const rewritten = new Set<string>()
  for (const leg of openLegs) {
    const entry = byCode.get(leg.code)
    const isChanged =
      entry !== undefined &&
      (entry.result !== leg.status ||
        (entry.result === 'dead_heat' &&
          (entry.placesPaid !== leg.placesPaid || entry.tiedCount !== leg.tiedCount)))
    if (!isChanged || rewritten.has(leg.betId)) continue
    rewritten.add(leg.betId)
    changeOf(leg.currency).total += leg.potentialReturn - (leg.isFreeBet ? runningStake(leg) : 0)
  }
  return [...changes.values()].sort((a, b) => a.currency.localeCompare(b.currency))
}
