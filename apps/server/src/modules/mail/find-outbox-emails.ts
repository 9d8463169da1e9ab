import type { OutboxEmail } from '@khela/contracts/mail'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/mail.ts'

/** The latest 50 emails, optionally to one address. */
export async function findOutboxEmails(db: Db, recipient?: string): Promise<OutboxEmail[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(recipient ? eq(emailOutbox.recipient, recipient.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(50)
  return rows.map((row) => ({
    ...row,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }))
}

/** The email with the secret of every link (`token=…`) hidden. */
export function withoutTokens(text: string): string {
  return text.replace(/([?&]token=)[^&\s]+/g, '$1[hidden]')
}
