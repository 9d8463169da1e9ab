import type { AdminSlide, adminSlideCreate } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import { contentSliders } from '../../db/schema/content.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminSlide } from './find-slides.ts'
import { findUploadedImage } from './find-uploaded-image.ts'
import { appendedPosition, lockOrderedContent, placeInOrder } from './place-in-order.ts'

/** Adds a slide (its image uploaded before) at the end of the banner; audited in the same transaction. */
export async function createSlide(
  services: Pick<Services, 'database' | 'images'>,
  change: { staff: SessionUser; slide: z.output<typeof adminSlideCreate>; ipAddress: string | null },
): Promise<AdminSlide> {
  const image = await findUploadedImage(services, change.slide.imageKey)
  return services.database.db.transaction(async (tx) => {
    await lockOrderedContent(tx, contentSliders)
    const [inserted] = await tx
      .insert(contentSliders)
      .values({
        name: change.slide.name,
        imageKey: image.key,
        imageWidth: image.width,
        imageHeight: image.height,
        link: change.slide.link,
        isActive: change.slide.isActive,
        position: appendedPosition,
      })
      .returning({ id: contentSliders.id })
    if (!inserted) throw new Error('slide insert returned no row')
    await placeInOrder(tx, contentSliders, null)
    const after = await findAdminSlide(tx, inserted.id)
    if (!after) throw new Error('created slide vanished')
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'slide.create',
      recordType: 'content_slider',
      recordId: after.id,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
