import type { AdminSlide, Slide } from '@khela/contracts/content'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contentSliders } from '../../db/schema/content.ts'
import { toAdminSlide, toSlide } from './slide-row.ts'

/** The lobby banner: active slides in the order the back office set. */
export async function findSlides(db: Db): Promise<Slide[]> {
  const rows = await db
    .select()
    .from(contentSliders)
    .where(eq(contentSliders.isActive, true))
    .orderBy(asc(contentSliders.position), asc(contentSliders.createdAt))
  return rows.map(toSlide)
}

/** Every slide, active or not, for the back office's Frontend slider page. */
export async function findAdminSlides(db: Pick<Db, 'select'>): Promise<AdminSlide[]> {
  const rows = await (db as Db)
    .select()
    .from(contentSliders)
    .orderBy(asc(contentSliders.position), asc(contentSliders.createdAt))
  return rows.map(toAdminSlide)
}

export async function findAdminSlide(db: Pick<Db, 'select'>, id: string): Promise<AdminSlide | null> {
  const [row] = await (db as Db).select().from(contentSliders).where(eq(contentSliders.id, id))
  return row ? toAdminSlide(row) : null
}
