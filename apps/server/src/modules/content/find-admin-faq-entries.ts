import type { AdminFaqEntry } from '@khela/contracts/content'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { faqEntries } from '../../db/schema/content.ts'

const columns = {
  id: faqEntries.id,
  position: faqEntries.position,
  question: faqEntries.question,
  answer: faqEntries.answer,
  isPublished: faqEntries.isPublished,
}

/** Every FAQ entry, published or not, in footer order. */
export async function findAdminFaqEntries(db: Pick<Db, 'select'>): Promise<AdminFaqEntry[]> {
  return (db as Db)
    .select(columns)
    .from(faqEntries)
    .orderBy(asc(faqEntries.position), asc(faqEntries.createdAt))
}

export async function findAdminFaqEntry(db: Pick<Db, 'select'>, id: string): Promise<AdminFaqEntry | null> {
  const [entry] = await (db as Db).select(columns).from(faqEntries).where(eq(faqEntries.id, id))
  return entry ?? null
}
