import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { registrationFor } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { emailOutbox } from '../../db/schema/mail.ts'

type Received = { from: string; to: string[]; message: string }

// A real SMTP server on 127.0.0.1 (the `smtp-server` package), as a mail relay would be.
const received: Received[] = []
const refusedRecipient = 'mailbox-full@example.test'
let refusals = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address === refusedRecipient) {
      refusals += 1
      return callback(new Error('552 Mailbox full'))
    }
    callback()
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        message: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const { port } = smtp.server.address() as { port: number }
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)))

const testApp = useTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Khela <no-reply@khela.test>' })

function register(email: string) {
  return testApp().inject({
    method: 'POST',
    url: '/api/accounts/register',
    headers: { origin: testApp().services.config.publicUrl },
    payload: registrationFor({ email }),
  })
}

async function outboxRowsFor(recipient: string) {
  return testApp().services.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient))
}

describe('email over SMTP', () => {
  it('sends the confirmation link to the player and marks the outbox copy sent', async () => {
    const email = `smtp-${Date.now()}@example.test`
    expect((await register(email)).statusCode).toBe(201)

    // Better Auth may send the welcome's link after answering, so wait for it to arrive.
    const delivered = await vi.waitFor(() => {
      const message = received.find((each) => each.to.includes(email))
      if (!message) throw new Error(`nothing delivered to ${email} yet`)
      return message
    })
    expect(delivered.from).toBe('no-reply@khela.test')
    expect(delivered.message).toMatch(/^Subject: .+/m)
    expect(delivered.message).toContain('/api/auth/verify-email?token=')
    await vi.waitFor(async () => expect((await outboxRowsFor(email))[0]?.sentAt).toBeInstanceOf(Date))
  })

  it('keeps an email the relay refuses unsent in the outbox, and the registration that sent it stands', async () => {
    const refused = { to: refusedRecipient, subject: 'Hello', text: 'Hello there' }
    await expect(testApp().services.mailer.send(refused)).rejects.toThrow(/Mailbox full/)
    expect(refusals).toBe(1)
    const [row] = await outboxRowsFor(refusedRecipient)
    expect(row).toMatchObject({ subject: 'Hello', sentAt: null })

    // Better Auth sends the welcome's link on its own: a refusal there does not undo the registration.
    expect((await register(refusedRecipient)).statusCode).toBe(201)
    await vi.waitFor(() => expect(refusals).toBe(2))
  })
})
