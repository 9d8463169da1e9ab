import { SPORT_BET_MIN_STAKE } from '@khela/contracts/sportsbook-bet-types'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/run-prepared.ts'
import { sportMarkets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { hasReachedLimit, largestStakeWithin, selectionLiability } from './liability-maths.ts'

/** A leg as liability sees it: where it is, the price taken, and its market's limit. */
export type LiabilityLeg = {
  position: number
  selectionId: string
  marketId: string
  eventId: string
  price: number
  liabilityLimit: number
}

/** A backed selection's totals right after the bet was added, as `sportBetLiabilitySql` returns them. */
export type LiabilityAfter = {
  selectionId: string
  stakes: number
  returns: number
  /** The stakes of the market's other selections, as the statement's snapshot saw them. */
  otherStakes: number
}

/**
 * Adds bets to the book's liability, inside their transaction (liability-maths.ts defines it), as a CTE of the
 * bets' write statement (write-sport-bet.ts) named `liability`, from `legs`: a row source with each leg's
 * selection_id, market_id and event_id and its bet's whole stake and potential return (a bet's legs all on
 * different selections). A bet can only raise the liability of the selections it backs, so
 * each leg's selection row is the one to hold. The upsert adds the bet to those rows (created if new) in selection
 * order, which takes their row locks: bets on the same selection queue here, each seeing the others' totals once
 * they commit (an upsert updates the newest row version), while the markets stay FOR SHARE. It returns each row's
 * totals after the bet and the stakes of the market's other selections as the statement's snapshot saw them: bets
 * on those not yet committed are missing, and they only lower the liability, so the check errs on the safe side
 * and a limit is never passed.
 */
export const sportBetLiabilitySql = (legs: string) => `
  liability AS (
    INSERT INTO sport_selection_liability AS l (selection_id, market_id, event_id, stakes, returns, bet_count)
    SELECT leg.selection_id, leg.market_id, leg.event_id, sum(leg.stake), sum(leg.potential_return), count(*)
    FROM ${legs} leg
    GROUP BY leg.selection_id, leg.market_id, leg.event_id
    ORDER BY leg.selection_id
    ON CONFLICT (selection_id) DO UPDATE SET
      stakes = l.stakes + excluded.stakes,
      returns = l.returns + excluded.returns,
      bet_count = l.bet_count + excluded.bet_count,
      updated_at = now()
    RETURNING l.selection_id, l.stakes, l.returns,
      (SELECT coalesce(sum(other.stakes), 0) FROM sport_selection_liability other
        WHERE other.market_id = l.market_id AND other.selection_id <> l.selection_id) AS other_stakes)`

/** A bet as the liability check sees it. */
export type BetLiability = {
  legs: readonly LiabilityLeg[]
  /** A system bet's stake is on each of its lines; a single's or an accumulator's on its one line. */
  stakePerLine: number
  lineCount: number
  potentialReturn: number
  /** The bet's return at another stake per line. */
  returnFor: (stakePerLine: number) => number
}

/**
 * The bet's liability check, on the totals `sportBetLiabilitySql` left. A leg that would pass its market's limit
 * refuses the bet (the caller's transaction rolls the rows back): refuseOverLiability. Returns the markets whose
 * limit the bet reached, for `suspendMarketsAtLiabilityLimit` once the bet has committed.
 */
export function checkBetLiability(bet: BetLiability, rows: readonly LiabilityAfter[]): string[] {
  refuseOverLiability(bet, rows)
  return marketsAtLiabilityLimit(bet.legs, rows)
}

/**
 * LIABILITY_ABOVE_LIMIT when a leg's selection would pass its market's limit with the bet (`rows`: the totals with
 * it), with `maxStake`, the largest stake (per line) every leg still takes, and the legs named.
 */
export function refuseOverLiability(bet: BetLiability, rows: readonly LiabilityAfter[]): void {
  const stake = bet.stakePerLine * bet.lineCount
  // What a stake per line adds to a backed selection's liability is its return less the whole stake, so the
  // search for the stake still allowed (per line, as the player types it) counts the other lines' stakes too.
  const netReturnFor = (stakePerLine: number) =>
    bet.returnFor(stakePerLine) - (bet.lineCount - 1) * stakePerLine
  const refused: Record<string, string> = {}
  let allowed = bet.stakePerLine
  for (const leg of bet.legs) {
    const liability = liabilityOf(leg, rows)
    if (liability <= leg.liabilityLimit) continue
    refused[`legs.${leg.position}`] = 'LIABILITY_ABOVE_LIMIT'
    const before = liability - (bet.potentialReturn - stake)
    allowed = Math.min(
      allowed,
      largestStakeWithin(leg.liabilityLimit - before, bet.stakePerLine, netReturnFor),
    )
  }
  if (Object.keys(refused).length > 0)
    throw new AppError('LIABILITY_ABOVE_LIMIT', { fields: { ...refused, maxStake: String(allowed) } })
}

/** The markets the bet brought to their liability limit (hasReachedLimit), in id order. */
export function marketsAtLiabilityLimit(
  legs: readonly LiabilityLeg[],
  rows: readonly LiabilityAfter[],
): string[] {
  const reached = new Set<string>()
  for (const leg of legs) {
    const liability = liabilityOf(leg, rows)
    if (
      liability <= leg.liabilityLimit &&
      hasReachedLimit(liability, leg.liabilityLimit, leg.price, SPORT_BET_MIN_STAKE)
    )
      reached.add(leg.marketId)
  }
  return [...reached].sort()
}

function liabilityOf(leg: LiabilityLeg, rows: readonly LiabilityAfter[]): number {
  const row = rows.find((candidate) => candidate.selectionId === leg.selectionId)
  if (!row) throw new Error(`no liability row for selection ${leg.selectionId}`)
  return selectionLiability({
    returns: Number(row.returns),
    marketStakes: Number(row.stakes) + Number(row.otherStakes),
  })
}

const withBetStatement = `
  SELECT leg.selection_id AS "selectionId", coalesce(l.stakes, 0) + $3 AS stakes,
    coalesce(l.returns, 0) + $4 AS returns,
    (SELECT coalesce(sum(other.stakes), 0) FROM sport_selection_liability other
      WHERE other.market_id = leg.market_id AND other.selection_id <> leg.selection_id) AS "otherStakes"
  FROM unnest($1::uuid[], $2::uuid[]) AS leg (selection_id, market_id)
  LEFT JOIN sport_selection_liability l ON l.selection_id = leg.selection_id`

/**
 * The legs' selections' totals as they stand, with the bet added as sportBetLiabilitySql would add it: for the
 * stake still allowed once the placement's write refused over the limit and rolled back.
 */
export async function readLiabilityWithBet(db: Db, bet: BetLiability): Promise<LiabilityAfter[]> {
  return runPrepared<LiabilityAfter>(db, 'sportsbook_liability_with_bet', withBetStatement, [
    bet.legs.map((leg) => leg.selectionId),
    bet.legs.map((leg) => leg.marketId),
    bet.stakePerLine * bet.lineCount,
    bet.potentialReturn,
  ])
}

const takeStatement = `
  WITH ${sportBetLiabilitySql(`(
    SELECT selection_id, market_id, event_id, $4::bigint AS stake, $5::bigint AS potential_return
    FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS leg (selection_id, market_id, event_id))`)}
  SELECT selection_id AS "selectionId", stakes, returns, other_stakes AS "otherStakes" FROM liability`

/**
 * The upsert and the check on their own, for a bet added to the liability after it was placed (a pending bet
 * accepted): the same as the placement's write does (sportBetLiabilitySql, checkBetLiability).
 */
export async function takeBetLiability(tx: Db, bet: BetLiability): Promise<string[]> {
  const rows = await runPrepared<LiabilityAfter>(tx, 'sportsbook_take_bet_liability', takeStatement, [
    bet.legs.map((leg) => leg.selectionId),
    bet.legs.map((leg) => leg.marketId),
    bet.legs.map((leg) => leg.eventId),
    bet.stakePerLine * bet.lineCount,
    bet.potentialReturn,
  ])
  return checkBetLiability(bet, rows)
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
