import type { RulesDocument } from '@khela/contracts/content'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contentDocuments } from '../../db/schema/content.ts'

/** The documents the operator writes whole, in both languages: the Rules page and the Tutorials page. */
export const rulesSlug = 'rules'
export const tutorialsSlug = 'tutorials'
export type ContentDocumentSlug = typeof rulesSlug | typeof tutorialsSlug

/** A whole-page document in both languages; empty text until the operator has written it. */
export async function findContentDocument(
  db: Pick<Db, 'select'>,
  slug: ContentDocumentSlug,
): Promise<RulesDocument> {
  const [row] = await (db as Db)
    .select({ body: contentDocuments.body, updatedAt: contentDocuments.updatedAt })
    .from(contentDocuments)
    .where(eq(contentDocuments.slug, slug))
  return row
    ? { body: row.body, updatedAt: row.updatedAt.toISOString() }
    : { body: { en: '', bn: '' }, updatedAt: null }
}
