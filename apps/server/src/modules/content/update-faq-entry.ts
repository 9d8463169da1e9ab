import type { AdminFaqEntry, adminFaqUpdate } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { faqEntries } from '../../db/schema/content.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminFaqEntry } from './find-admin-faq-entries.ts'
import { lockOrderedContent, placeInOrder } from './place-in-order.ts'

/** Edits a question or answer, moves it (the others shift), publishes or hides it; audited. */
export async function updateFaqEntry(
  { database }: Pick<Services, 'database'>,
  change: {
    staff: SessionUser
    entryId: string
    update: z.output<typeof adminFaqUpdate>
    ipAddress: string | null
  },
): Promise<AdminFaqEntry> {
  const { question, answer, isPublished, position } = change.update
  return database.db.transaction(async (tx) => {
    await lockOrderedContent(tx, faqEntries)
    const before = await findAdminFaqEntry(tx, change.entryId)
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such FAQ entry.' })
    await tx
      .update(faqEntries)
      .set({ question, answer, isPublished, updatedAt: new Date() })
      .where(eq(faqEntries.id, change.entryId))
    if (position !== undefined) await placeInOrder(tx, faqEntries, { id: change.entryId, position })
    const after = await findAdminFaqEntry(tx, change.entryId)
    if (!after) throw new Error('updated FAQ entry vanished')
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'faq.update',
      recordType: 'faq_entry',
      recordId: change.entryId,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
