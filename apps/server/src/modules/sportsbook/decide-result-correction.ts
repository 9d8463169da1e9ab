import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportMarkets } from '../../db/schema/sportsbook.ts'
import { sportResultCorrections } from '../../db/schema/sportsbook-corrections.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { applyCorrectionResults } from './apply-correction-results.ts'

export type CorrectionDecision = 'approve' | 'reject'

/**
 * A second trader's decision on a pending correction. Approving writes its results (`applying`; the caller then
 * re-pays the bets); the trader who asked cannot approve it (OWN_CORRECTION), though they may reject, that is
 * withdraw, it. A correction decided already is ALREADY_DECIDED, so a repeated click moves nothing twice. Locks
 * the market, then the correction, in the order a request takes them; audited. Returns the market's id.
 */
export async function decideResultCorrection(
  db: Db,
  request: {
    staff: SessionUser
    correctionId: string
    decision: CorrectionDecision
    ipAddress: string | null
  },
): Promise<string> {
  const { staff, correctionId, decision, ipAddress } = request
  if (!isUuid(correctionId)) throw new AppError('NOT_FOUND')
  return runMoneyTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ marketId: sportResultCorrections.marketId })
      .from(sportResultCorrections)
      .where(eq(sportResultCorrections.id, correctionId))
    if (!found) throw new AppError('NOT_FOUND')
    await tx
      .select({ id: sportMarkets.id })
      .from(sportMarkets)
      .where(eq(sportMarkets.id, found.marketId))
      .for('update')
    const [correction] = await tx
      .select()
      .from(sportResultCorrections)
      .where(eq(sportResultCorrections.id, correctionId))
      .for('update')
    if (!correction) throw new AppError('NOT_FOUND')
    if (correction.status !== 'pending') throw new AppError('ALREADY_DECIDED')
    if (decision === 'approve' && correction.requestedBy === staff.id) throw new AppError('OWN_CORRECTION')
    const status = decision === 'approve' ? 'applying' : 'rejected'
    await tx
      .update(sportResultCorrections)
      .set({ status, decidedBy: staff.id, decidedAt: sql`now()` })
      .where(eq(sportResultCorrections.id, correctionId))
    if (decision === 'approve') await applyCorrectionResults(tx, correction.marketId, correction.results)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: `sportsbook.market.correction.${decision}`,
      recordType: 'sport_market',
      recordId: correction.marketId,
      before: { correctionId, status: 'pending', requestedBy: correction.requestedBy },
      after: { correctionId, status, results: correction.results, changes: correction.changes },
      ipAddress,
    })
    return correction.marketId
  })
}
