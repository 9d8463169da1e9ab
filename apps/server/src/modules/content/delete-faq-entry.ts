import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import { faqEntries } from '../../db/schema/content.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminFaqEntry } from './find-admin-faq-entries.ts'
import { lockOrderedContent, placeInOrder } from './place-in-order.ts'

/** Removes a question; the rest close the gap. Audited with what it said. */
export async function deleteFaqEntry(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; entryId: string; ipAddress: string | null },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    await lockOrderedContent(tx, faqEntries)
    const before = await findAdminFaqEntry(tx, change.entryId)
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such FAQ entry.' })
    await tx.delete(faqEntries).where(eq(faqEntries.id, change.entryId))
    await placeInOrder(tx, faqEntries, null)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'faq.delete',
      recordType: 'faq_entry',
      recordId: change.entryId,
      before,
      ipAddress: change.ipAddress,
    })
  })
}
