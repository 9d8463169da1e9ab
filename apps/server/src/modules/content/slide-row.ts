import type { AdminSlide, Slide } from '@khela/contracts/content'
import type { contentSliders } from '../../db/schema/content.ts'

type SlideRecord = typeof contentSliders.$inferSelect

export function toSlide(row: SlideRecord): Slide {
  return {
    id: row.id,
    name: row.name,
    image: { key: row.imageKey, width: row.imageWidth, height: row.imageHeight },
    link: row.link,
  }
}

export function toAdminSlide(row: SlideRecord): AdminSlide {
  return {
    ...toSlide(row),
    position: row.position,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  }
}
