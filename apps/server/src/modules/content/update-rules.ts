import type { adminRulesUpdate, RulesDocument } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import { contentDocuments } from '../../db/schema/content.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findRules, rulesSlug } from './find-rules.ts'

/** Replaces the Rules page in both languages; the audit entry keeps the text before and after. */
export async function updateRules(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; rules: z.output<typeof adminRulesUpdate>; ipAddress: string | null },
): Promise<RulesDocument> {
  return database.db.transaction(async (tx) => {
    const before = await findRules(tx)
    const now = new Date()
    await tx
      .insert(contentDocuments)
      .values({ slug: rulesSlug, body: change.rules.body, updatedAt: now, updatedBy: change.staff.id })
      .onConflictDoUpdate({
        target: contentDocuments.slug,
        set: { body: change.rules.body, updatedAt: now, updatedBy: change.staff.id },
      })
    const after = await findRules(tx)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'rules.update',
      recordType: 'content_document',
      recordId: rulesSlug,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
