import type { RulesDocument } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import { contentDocuments } from '../../db/schema/content.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { type ContentDocumentSlug, findContentDocument } from './find-content-document.ts'

/**
 * Replaces a whole-page document (the Rules or the Tutorials) in both languages; the audit entry
 * (`rules.update`, `tutorials.update`) keeps the text before and after.
 */
export async function updateContentDocument(
  { database }: Pick<Services, 'database'>,
  slug: ContentDocumentSlug,
  change: { staff: SessionUser; body: RulesDocument['body']; ipAddress: string | null },
): Promise<RulesDocument> {
  return database.db.transaction(async (tx) => {
    const before = await findContentDocument(tx, slug)
    const now = new Date()
    const { body, staff } = change
    await tx
      .insert(contentDocuments)
      .values({ slug, body, updatedAt: now, updatedBy: staff.id })
      .onConflictDoUpdate({
        target: contentDocuments.slug,
        set: { body, updatedAt: now, updatedBy: staff.id },
      })
    const after = await findContentDocument(tx, slug)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: `${slug}.update`,
      recordType: 'content_document',
      recordId: slug,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
