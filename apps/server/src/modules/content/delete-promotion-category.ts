import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import { promotionCategories } from '../../db/schema/content.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findPromotionCategory } from './find-promotions.ts'
import { lockOrderedContent, placeInOrder } from './place-in-order.ts'

/** Removes a category; its promotions stay and simply no longer carry it. Audited. */
export async function deletePromotionCategory(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; categoryId: string; ipAddress: string | null },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    await lockOrderedContent(tx, promotionCategories)
    const before = await findPromotionCategory(tx, change.categoryId)
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such promotion category.' })
    await tx.delete(promotionCategories).where(eq(promotionCategories.id, change.categoryId))
    await placeInOrder(tx, promotionCategories, null)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'promotion_category.delete',
      recordType: 'promotion_category',
      recordId: change.categoryId,
      before,
      ipAddress: change.ipAddress,
    })
  })
}
