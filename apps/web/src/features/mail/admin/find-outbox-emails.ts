import type { OutboxEmail } from '@khela/contracts/mail'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

export const outboxQueryKey = ['admin', 'outbox'] as const

/** The latest emails, or only those to one address (the API matches the whole address). */
export function findOutboxEmails(
  recipient: string,
  signal?: AbortSignal,
): Promise<{ emails: OutboxEmail[] }> {
  const query = recipient ? `?${new URLSearchParams({ recipient })}` : ''
  return apiRequest<{ emails: OutboxEmail[] }>(`/api/admin/outbox${query}`, { signal })
}

export function useOutboxEmails(recipient: string) {
  return useQuery({
    queryKey: [...outboxQueryKey, recipient],
    queryFn: ({ signal }) => findOutboxEmails(recipient, signal),
    meta: { showsOwnError: true },
  })
}
