import type { AdminSlide, adminSlideUpdate } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { contentSliders } from '../../db/schema/content.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminSlide } from './find-slides.ts'
import { lockOrderedContent, placeInOrder } from './place-in-order.ts'

/** Renames, relinks, moves (the others shift) or switches a slide on or off; audited. */
export async function updateSlide(
  { database }: Pick<Services, 'database'>,
  change: {
    staff: SessionUser
    slideId: string
    update: z.output<typeof adminSlideUpdate>
    ipAddress: string | null
  },
): Promise<AdminSlide> {
  const { name, link, isActive, position } = change.update
  return database.db.transaction(async (tx) => {
    await lockOrderedContent(tx, contentSliders)
    const before = await findAdminSlide(tx, change.slideId)
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such slide.' })
    if (name !== undefined || link !== undefined || isActive !== undefined) {
      await tx
        .update(contentSliders)
        .set({ name, link, isActive, updatedAt: new Date() })
        .where(eq(contentSliders.id, change.slideId))
    }
    if (position !== undefined) await placeInOrder(tx, contentSliders, { id: change.slideId, position })
    const after = await findAdminSlide(tx, change.slideId)
    if (!after) throw new Error('updated slide vanished')
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'slide.update',
      recordType: 'content_slider',
      recordId: change.slideId,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
