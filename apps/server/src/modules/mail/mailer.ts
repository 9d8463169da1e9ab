import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { emailOutbox } from '../../db/schema/mail.ts'

export type Email = { to: string; subject: string; text: string }
export type Mailer = { send(email: Email): Promise<void> }

/**
 * Keeps every email in the outbox, and sends it over SMTP when `SMTP_URL` is configured. A failed SMTP send
 * throws (the caller's request fails and can be retried); the outbox row stays, unsent.
 */
export function createMailer(config: Config, database: Database): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null
  return {
    async send(email) {
      const [stored] = await database.db
        .insert(emailOutbox)
        .values({ recipient: email.to, subject: email.subject, text: email.text })
        .returning({ id: emailOutbox.id })
      if (!transport || !stored) return
      await transport.sendMail({
        from: config.mailFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
      })
      await database.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, stored.id))
    },
  }
}
