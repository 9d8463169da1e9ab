import type { RulesDocument } from '@khela/contracts/content'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contentDocuments } from '../../db/schema/content.ts'

export const rulesSlug = 'rules'

/** The Rules page in both languages; empty text until the operator has written it. */
export async function findRules(db: Pick<Db, 'select'>): Promise<RulesDocument> {
  const [row] = await (db as Db)
    .select({ body: contentDocuments.body, updatedAt: contentDocuments.updatedAt })
    .from(contentDocuments)
    .where(eq(contentDocuments.slug, rulesSlug))
  return row
    ? { body: row.body, updatedAt: row.updatedAt.toISOString() }
    : { body: { en: '', bn: '' }, updatedAt: null }
}
