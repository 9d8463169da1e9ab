import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import { contentSliders } from '../../db/schema/content.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminSlide } from './find-slides.ts'
import { lockOrderedContent, placeInOrder } from './place-in-order.ts'

/**
 * Removes a slide; the rest close the gap. Its image file stays: another slide or promotion may use the same
 * upload, and the audit entry still points at it.
 */
export async function deleteSlide(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; slideId: string; ipAddress: string | null },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    await lockOrderedContent(tx, contentSliders)
    const before = await findAdminSlide(tx, change.slideId)
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such slide.' })
    await tx.delete(contentSliders).where(eq(contentSliders.id, change.slideId))
    await placeInOrder(tx, contentSliders, null)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'slide.delete',
      recordType: 'content_slider',
      recordId: change.slideId,
      before,
      ipAddress: change.ipAddress,
    })
  })
}
