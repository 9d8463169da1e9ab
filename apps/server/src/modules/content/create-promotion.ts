import type { AdminPromotion, adminPromotionCreate } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import { inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { promotionCategories, promotionCategoryMembers, promotions } from '../../db/schema/content.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminPromotion } from './find-promotions.ts'
import { findUploadedImage } from './find-uploaded-image.ts'

/** 'Publish Now' (or a draft): a promotion with its picture, texts and categories; audited. */
export async function createPromotion(
  services: Pick<Services, 'database' | 'images'>,
  change: { staff: SessionUser; promotion: z.output<typeof adminPromotionCreate>; ipAddress: string | null },
): Promise<AdminPromotion> {
  const { title, details, isPublished } = change.promotion
  const categoryIds = [...new Set(change.promotion.categoryIds)]
  const image = await findUploadedImage(services, change.promotion.imageKey)
  return services.database.db.transaction(async (tx) => {
    if (categoryIds.length > 0) {
      const found = await tx
        .select({ id: promotionCategories.id })
        .from(promotionCategories)
        .where(inArray(promotionCategories.id, categoryIds))
        .for('share')
      if (found.length !== categoryIds.length) {
        throw new AppError('VALIDATION_FAILED', { fields: { categoryIds: 'INVALID_CHOICE' } })
      }
    }
    const [inserted] = await tx
      .insert(promotions)
      .values({
        title,
        details,
        imageKey: image.key,
        imageWidth: image.width,
        imageHeight: image.height,
        isPublished,
        publishedAt: isPublished ? new Date() : null,
      })
      .returning({ id: promotions.id })
    if (!inserted) throw new Error('promotion insert returned no row')
    if (categoryIds.length > 0) {
      await tx
        .insert(promotionCategoryMembers)
        .values(categoryIds.map((categoryId) => ({ promotionId: inserted.id, categoryId })))
    }
    const after = await findAdminPromotion(tx, inserted.id)
    if (!after) throw new Error('created promotion vanished')
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'promotion.create',
      recordType: 'promotion',
      recordId: after.id,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
