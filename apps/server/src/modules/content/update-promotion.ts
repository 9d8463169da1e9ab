import type { AdminPromotion, adminPromotionUpdate } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { promotions } from '../../db/schema/content.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminPromotion } from './find-promotions.ts'

/** Publishes or unpublishes a promotion; publishing again dates it anew, so it comes first on /bonuses. */
export async function updatePromotion(
  { database }: Pick<Services, 'database'>,
  change: {
    staff: SessionUser
    promotionId: string
    update: z.output<typeof adminPromotionUpdate>
    ipAddress: string | null
  },
): Promise<AdminPromotion> {
  const { isPublished } = change.update
  return database.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.id, change.promotionId))
      .for('update')
    const before = locked ? await findAdminPromotion(tx, change.promotionId) : null
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such promotion.' })
    if (before.isPublished !== isPublished) {
      await tx
        .update(promotions)
        .set({ isPublished, ...(isPublished ? { publishedAt: new Date() } : {}), updatedAt: new Date() })
        .where(eq(promotions.id, change.promotionId))
    }
    const after = await findAdminPromotion(tx, change.promotionId)
    if (!after) throw new Error('updated promotion vanished')
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: isPublished ? 'promotion.publish' : 'promotion.unpublish',
      recordType: 'promotion',
      recordId: change.promotionId,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
