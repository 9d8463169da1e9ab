import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import type { SelectionStatus } from '@khela/contracts/sportsbook'
import type { ResultCorrectionInput } from '@khela/contracts/sportsbook-resettlement'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { sportResultCorrections } from '../../db/schema/sportsbook-corrections.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { applyCorrectionResults } from './apply-correction-results.ts'
import { checkMarketResult } from './check-market-result.ts'
import { measureCorrection } from './measure-correction.ts'
import { findSportsbookSettings } from './sportsbook-settings.ts'

/**
 * A trader's corrected result for a settled market (MARKET_NOT_SETTLED otherwise), checked like a first result
 * (check-market-result.ts, against the event's squads now) and refused when it is the result the market has
 * (RESULTS_UNCHANGED) or while another correction of the market waits or applies (CORRECTION_IN_PROGRESS). Its
 * change to the settled bets' payouts is measured, with the open bets it rewrites (measure-correction.ts); above
 * the operator's approval amount in any currency it waits, `pending`, for a second trader
 * (decide-result-correction.ts); at or below it the new results are written at once (`applying`) and the caller
 * re-pays the bets (resettle-sport-bets.ts). One transaction under the market's row lock; audited.
 */
export async function requestResultCorrection(
  db: Db,
  request: { staff: SessionUser; marketId: string; input: ResultCorrectionInput; ipAddress: string | null },
): Promise<string> {
  const { staff, marketId, input, ipAddress } = request
  if (!isUuid(marketId)) throw new AppError('NOT_FOUND')
  try {
    return await runMoneyTransaction(db, async (tx) => {
      const [market] = await tx
        .select({
          template: sportMarkets.template,
          line: sportMarkets.line,
          status: sportMarkets.status,
          squadSide: sportMarkets.squadSide,
          playerKey: sportMarkets.playerKey,
          squads: sportEvents.squads,
        })
        .from(sportMarkets)
        .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
        .where(eq(sportMarkets.id, marketId))
        .for('update', { of: sportMarkets })
      if (!market) throw new AppError('NOT_FOUND')
      if (market.status !== 'settled') throw new AppError('MARKET_NOT_SETTLED')
      const selections = await tx
        .select({
          code: sportSelections.code,
          status: sportSelections.status,
          placesPaid: sportSelections.placesPaid,
          tiedCount: sportSelections.tiedCount,
        })
        .from(sportSelections)
        .where(eq(sportSelections.marketId, marketId))
      checkMarketResult(
        market,
        selections.map((selection) => selection.code),
        input.results,
        market.squads,
      )
      const current = new Map(selections.map((selection) => [selection.code, selection]))
      const isUnchanged = input.results.every((entry) => {
        const selection = current.get(entry.code)
        if (selection?.status !== entry.result) return false
        return (
          entry.result !== 'dead_heat' ||
          (selection.placesPaid === entry.placesPaid && selection.tiedCount === entry.tiedCount)
        )
      })
      if (isUnchanged) throw new AppError('RESULTS_UNCHANGED')
      const [open] = await tx
        .select({ id: sportResultCorrections.id })
        .from(sportResultCorrections)
        .where(
          and(
            eq(sportResultCorrections.marketId, marketId),
            inArray(sportResultCorrections.status, ['pending', 'applying']),
          ),
        )
      if (open) throw new AppError('CORRECTION_IN_PROGRESS')

      const changes = await measureCorrection(tx, marketId, input.results)
      const { correctionApprovalAbove } = await findSportsbookSettings(tx)
      const needsApproval = changes.some((change) => change.total > correctionApprovalAbove)
      const previous: Record<string, SelectionStatus> = Object.fromEntries(
        selections.map((selection) => [selection.code, selection.status]),
      )
      const [correction] = await tx
        .insert(sportResultCorrections)
        .values({
          marketId,
          status: needsApproval ? 'pending' : 'applying',
          previous,
          results: input.results,
          changes,
          requestedBy: staff.id,
          decidedBy: needsApproval ? null : staff.id,
          decidedAt: needsApproval ? null : new Date(),
        })
        .returning({ id: sportResultCorrections.id })
      if (!correction) throw new Error('correction not written')
      if (!needsApproval) await applyCorrectionResults(tx, marketId, input.results)
      await recordAuditEntry(tx, {
        actorId: staff.id,
        action: 'sportsbook.market.correction.request',
        recordType: 'sport_market',
        recordId: marketId,
        before: { selections: previous },
        after: {
          correctionId: correction.id,
          status: needsApproval ? 'pending' : 'applying',
          results: input.results,
          changes,
          approvalAbove: correctionApprovalAbove,
        },
        ipAddress,
      })
      return correction.id
    })
  } catch (error) {
    // Two requests at once for one market: the index keeps one open correction, the other is told so.
    if (isUniqueViolation(error, 'sport_result_corrections_one_open_idx'))
      throw new AppError('CORRECTION_IN_PROGRESS')
    throw error
  }
}
