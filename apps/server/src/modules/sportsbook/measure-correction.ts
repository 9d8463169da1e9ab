import type { Currency } from '@khela/contracts/accounts'
import type { SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import type { CorrectionChange } from '@khela/contracts/sportsbook-resettlement'
import { and, eq, exists, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportBets } from '../../db/schema/sportsbook.ts'
import { findResultedLegs, pricedBetColumns, priceSettledBet } from './price-settled-bet.ts'

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
 * the settlement rule with the market's legs given their new results, against the payout it had. Read-only; the
 * correction stores it and the approval amount is compared with `total`.
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
    })
    .from(sportBets)
    .where(and(inArray(sportBets.status, [...resettledStatuses]), hasLegOnMarket(db, marketId)))
  const legsByBet = await findResultedLegs(
    db,
    bets.map((bet) => bet.id),
  )
  const byCode = new Map(results.map((entry) => [entry.code, entry]))
  const changes = new Map<Currency, CorrectionChange>()
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
    const delta = priceSettledBet(bet, legs).payout - bet.payout
    const change = changes.get(bet.currency) ?? { currency: bet.currency, total: 0, net: 0, bets: 0 }
    if (delta !== 0) {
      change.total += Math.abs(delta)
      change.net += delta
      change.bets += 1
    }
    changes.set(bet.currency, change)
  }
  return [...changes.values()].sort((a, b) => a.currency.localeCompare(b.currency))
}
