import type { OutboxEmail } from '@khela/contracts/mail'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminBackOfficeApi from '../../../lib/endpoints/admin/back-office.ts'

export const outboxQueryKey = ['admin', 'outbox'] as const

/** The latest emails, or only those to one address (the API matches the whole address). */
export function findOutboxEmails(
  recipient: string,
  signal?: AbortSignal,
): Promise<{ emails: OutboxEmail[] }> {
  return api(adminBackOfficeApi.outbox, { query: { recipient: recipient || undefined }, signal })
}

export function useOutboxEmails(recipient: string) {
  return useQuery({
    queryKey: [...outboxQueryKey, recipient],
    queryFn: ({ signal }) => findOutboxEmails(recipient, signal),
    meta: { showsOwnError: true },
  })
}
