import { z } from 'zod'

export const outboxEmail = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
})
export type OutboxEmail = z.infer<typeof outboxEmail>

export const outboxQuery = z.object({ recipient: z.string().trim().max(254).optional() })
export const outboxList = z.object({ emails: z.array(outboxEmail) })
