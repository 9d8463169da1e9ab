import type { AdminFaqEntry, adminFaqCreate } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import { faqEntries } from '../../db/schema/content.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminFaqEntry } from './find-admin-faq-entries.ts'
import { appendedPosition, lockOrderedContent, placeInOrder } from './place-in-order.ts'

/** Adds a question at its position (default: last), the others shifting; audited. */
export async function createFaqEntry(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; entry: z.output<typeof adminFaqCreate>; ipAddress: string | null },
): Promise<AdminFaqEntry> {
  const { question, answer, isPublished, position } = change.entry
  return database.db.transaction(async (tx) => {
    await lockOrderedContent(tx, faqEntries)
    const [inserted] = await tx
      .insert(faqEntries)
      .values({ question, answer, isPublished, position: appendedPosition })
      .returning({ id: faqEntries.id })
    if (!inserted) throw new Error('FAQ insert returned no row')
    await placeInOrder(tx, faqEntries, { id: inserted.id, position: position ?? Number.MAX_SAFE_INTEGER })
    const after = await findAdminFaqEntry(tx, inserted.id)
    if (!after) throw new Error('created FAQ entry vanished')
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'faq.create',
      recordType: 'faq_entry',
      recordId: after.id,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
