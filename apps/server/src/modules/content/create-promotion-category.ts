import type { adminPromotionCategoryCreate, PromotionCategory } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import { promotionCategories } from '../../db/schema/content.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findPromotionCategory } from './find-promotions.ts'
import { appendedPosition, lockOrderedContent, placeInOrder } from './place-in-order.ts'

/** 'Add Category': a name (Bengali defaults to the English), placed last; audited. */
export async function createPromotionCategory(
  { database }: Pick<Services, 'database'>,
  change: {
    staff: SessionUser
    category: z.output<typeof adminPromotionCategoryCreate>
    ipAddress: string | null
  },
): Promise<PromotionCategory> {
  const { en, bn } = change.category.name
  return database.db.transaction(async (tx) => {
    await lockOrderedContent(tx, promotionCategories)
    const [inserted] = await tx
      .insert(promotionCategories)
      .values({ name: { en, bn: bn ?? en }, position: appendedPosition })
      .returning({ id: promotionCategories.id })
    if (!inserted) throw new Error('category insert returned no row')
    await placeInOrder(tx, promotionCategories, null)
    const after = await findPromotionCategory(tx, inserted.id)
    if (!after) throw new Error('created category vanished')
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'promotion_category.create',
      recordType: 'promotion_category',
      recordId: after.id,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
