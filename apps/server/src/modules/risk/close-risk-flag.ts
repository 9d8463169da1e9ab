import { isUuid } from '@khela/contracts/ids'
import type { RiskFlag } from '@khela/contracts/risk'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { riskFlags } from '../../db/schema/risk.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { toRiskFlags } from './to-risk-flag.ts'

/**
 * Closes an open flag with the reviewer's note, audited in the same transaction. One conditional update from open,
 * so two reviewers at once give one closing; the other gets RISK_FLAG_CLOSED. Unknown ids are NOT_FOUND.
 */
export async function closeRiskFlag(
  db: Db,
  closing: { staff: SessionUser; flagId: string; note: string; ipAddress: string | null },
): Promise<RiskFlag> {
  const { staff, flagId, note } = closing
  if (!isUuid(flagId)) throw new AppError('NOT_FOUND')
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(riskFlags)
      .set({
        status: 'closed',
        closingNote: note,
        closedBy: staff.id,
        closedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(riskFlags.id, flagId), eq(riskFlags.status, 'open')))
      .returning()
    if (!closed) {
      const [existing] = await tx.select({ id: riskFlags.id }).from(riskFlags).where(eq(riskFlags.id, flagId))
      throw new AppError(existing ? 'RISK_FLAG_CLOSED' : 'NOT_FOUND')
    }
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'risk.flag.close',
      recordType: 'risk_flags',
      recordId: closed.id,
      before: { status: 'open', kind: closed.kind, userIds: closed.userIds },
      after: { status: 'closed', note },
      ipAddress: closing.ipAddress,
    })
    const [flag] = await toRiskFlags(tx, [closed])
    if (!flag) throw new Error('closed flag did not map')
    return flag
  })
}
