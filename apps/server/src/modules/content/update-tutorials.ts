import type { adminTutorialsUpdate, TutorialsDocument } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import { contentDocuments } from '../../db/schema/content.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findTutorials, tutorialsSlug } from './find-tutorials.ts'

/** Replaces the Tutorials page's guides in both languages; the audit entry keeps the text before and after. */
export async function updateTutorials(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; tutorials: z.output<typeof adminTutorialsUpdate>; ipAddress: string | null },
): Promise<TutorialsDocument> {
  return database.db.transaction(async (tx) => {
    const before = await findTutorials(tx)
    const now = new Date()
    const { body } = change.tutorials
    await tx
      .insert(contentDocuments)
      .values({ slug: tutorialsSlug, body, updatedAt: now, updatedBy: change.staff.id })
      .onConflictDoUpdate({
        target: contentDocuments.slug,
        set: { body, updatedAt: now, updatedBy: change.staff.id },
      })
    const after = await findTutorials(tx)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'tutorials.update',
      recordType: 'content_document',
      recordId: tutorialsSlug,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
