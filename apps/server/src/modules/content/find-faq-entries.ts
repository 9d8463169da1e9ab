import type { FaqEntry } from '@khela/contracts/content'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { faqEntries } from '../../db/schema/content.ts'

export async function findFaqEntries(db: Db): Promise<FaqEntry[]> {
  return db
    .select({
      id: faqEntries.id,
      position: faqEntries.position,
      question: faqEntries.question,
      answer: faqEntries.answer,
    })
    .from(faqEntries)
    .where(eq(faqEntries.isPublished, true))
    .orderBy(asc(faqEntries.position), asc(faqEntries.createdAt))
}
