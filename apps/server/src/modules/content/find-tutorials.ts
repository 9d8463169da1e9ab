import type { TutorialsDocument } from '@khela/contracts/content'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contentDocuments } from '../../db/schema/content.ts'

export const tutorialsSlug = 'tutorials'

/** The Tutorials page's guides in both languages; empty text until the operator has written them. */
export async function findTutorials(db: Pick<Db, 'select'>): Promise<TutorialsDocument> {
  const [row] = await (db as Db)
    .select({ body: contentDocuments.body, updatedAt: contentDocuments.updatedAt })
    .from(contentDocuments)
    .where(eq(contentDocuments.slug, tutorialsSlug))
  return row
    ? { body: row.body, updatedAt: row.updatedAt.toISOString() }
    : { body: { en: '', bn: '' }, updatedAt: null }
}
