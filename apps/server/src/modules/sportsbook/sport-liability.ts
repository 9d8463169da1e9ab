import { SPORT_BET_MIN_STAKE } from '@khela/contracts/sportsbook-bet-types'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportMarkets, sportSelectionLiability } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import {
  hasReachedLimit,
  largestStakeWithin,
  liabilityAfterBet,
  selectionLiability,
} from './liability-maths.ts'

/** A leg as liability sees it: where it is, the price taken, and its market's limit. */
export type LiabilityLeg = {
  position: number
  selectionId: string
  marketId: string
  eventId: string
  price: number
  liabilityLimit: number
}

/**
 * Adds a bet to the book's liability, inside the bet's transaction (liability-maths.ts defines it). A bet can
 * only raise the liability of the selections it backs, so each leg's selection row is the one to hold: the rows
 * are created if new and locked FOR UPDATE in selection order (bets on the same selection queue here; the markets
 * stay FOR SHARE), then read again in a new statement, whose snapshot sees every bet committed before the locks.
 * The market's stakes on other selections may miss bets not yet committed; those only lower the liability, so
 * the check errs on the safe side and a limit is never passed.
 *
 * A leg that would pass its market's limit refuses the bet: LIABILITY_ABOVE_LIMIT with `maxStake`, the largest
 * stake every leg still takes (`returnFor` gives the bet's return at a stake), and the legs named. Returns the
 * markets whose limit the bet reached, for `suspendMarketsAtLiabilityLimit` once the bet has committed.
 */
export async function takeBetLiability(
  tx: Db,
  bet: {
    legs: readonly LiabilityLeg[]
    stake: number
    potentialReturn: number
    returnFor: (stake: number) => number
  },
): Promise<string[]> {
  const legs = [...bet.legs].sort((a, b) => (a.selectionId < b.selectionId ? -1 : 1))
  const selectionIds = legs.map((leg) => leg.selectionId)
  await tx
    .insert(sportSelectionLiability)
    .values(legs.map(({ selectionId, marketId, eventId }) => ({ selectionId, marketId, eventId })))
    .onConflictDoNothing()
  await tx
    .select({ id: sportSelectionLiability.selectionId })
    .from(sportSelectionLiability)
    .where(inArray(sportSelectionLiability.selectionId, selectionIds))
    .orderBy(sportSelectionLiability.selectionId)
    .for('update')
  const exposures = await tx
    .select({
      selectionId: sportSelectionLiability.selectionId,
      returns: sportSelectionLiability.returns,
      // Written out: drizzle leaves a lone table's columns unqualified, which the subquery would take as its own.
      marketStakes: sql<string>`(SELECT coalesce(sum(other.stakes), 0) FROM sport_selection_liability other
                                  WHERE other.market_id = sport_selection_liability.market_id)`,
    })
    .from(sportSelectionLiability)
    .where(inArray(sportSelectionLiability.selectionId, selectionIds))
  const bySelection = new Map(
    exposures.map((row) => [
      row.selectionId,
      { returns: row.returns, marketStakes: Number(row.marketStakes) },
    ]),
  )

  const refused: Record<string, string> = {}
  let allowed = bet.stake
  const reached = new Set<string>()
  for (const leg of legs) {
    const exposure = bySelection.get(leg.selectionId) ?? { returns: 0, marketStakes: 0 }
    const after = liabilityAfterBet(exposure, bet)
    if (after > leg.liabilityLimit) {
      refused[`legs.${leg.position}`] = 'LIABILITY_ABOVE_LIMIT'
      const headroom = leg.liabilityLimit - selectionLiability(exposure)
      allowed = Math.min(allowed, largestStakeWithin(headroom, bet.stake, bet.returnFor))
    } else if (hasReachedLimit(after, leg.liabilityLimit, leg.price, SPORT_BET_MIN_STAKE)) {
      reached.add(leg.marketId)
    }
  }
  if (Object.keys(refused).length > 0)
    throw new AppError('LIABILITY_ABOVE_LIMIT', { fields: { ...refused, maxStake: String(allowed) } })

  await tx
    .update(sportSelectionLiability)
    .set({
      stakes: sql`${sportSelectionLiability.stakes} + ${bet.stake}`,
      returns: sql`${sportSelectionLiability.returns} + ${bet.potentialReturn}`,
      betCount: sql`${sportSelectionLiability.betCount} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(sportSelectionLiability.selectionId, selectionIds))
  return [...reached].sort()
}

/**
 * Suspends the markets a bet brought to their liability limit, each in its own transaction with its audit entry
 * (a system action: no actor). Run after the bet commits: suspending inside it would wait on the FOR SHARE locks
 * of the bets placed beside it, which may wait on this bet's liability rows. Until it runs the limit still holds,
 * and a market already suspended, closed or settled is left as it is.
 */
export async function suspendMarketsAtLiabilityLimit(db: Db, marketIds: readonly string[]): Promise<void> {
  for (const marketId of marketIds)
    await db.transaction(async (tx) => {
      const [suspended] = await tx
        .update(sportMarkets)
        .set({ status: 'suspended', updatedAt: sql`now()` })
        .where(and(eq(sportMarkets.id, marketId), eq(sportMarkets.status, 'open')))
        .returning({ limit: sportMarkets.liabilityLimit })
      if (!suspended) return
      await recordAuditEntry(tx, {
        actorId: null,
        action: 'sportsbook.markets.suspend_at_liability_limit',
        recordType: 'sport_market',
        recordId: marketId,
        before: { status: 'open' },
        after: { status: 'suspended', liabilityLimit: suspended.limit },
      })
    })
}
