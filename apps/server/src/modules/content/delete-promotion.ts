import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import { promotions } from '../../db/schema/content.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminPromotion } from './find-promotions.ts'

/** Deletes a promotion and its category links; the audit entry keeps what it said. */
export async function deletePromotion(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; promotionId: string; ipAddress: string | null },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const before = await findAdminPromotion(tx, change.promotionId)
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such promotion.' })
    await tx.delete(promotions).where(eq(promotions.id, change.promotionId))
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'promotion.delete',
      recordType: 'promotion',
      recordId: change.promotionId,
      before,
      ipAddress: change.ipAddress,
    })
  })
}
