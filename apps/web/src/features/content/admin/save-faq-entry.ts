import type { AdminFaqCreate, AdminFaqEntry, AdminFaqUpdate } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminFaqQueryKey } from './find-admin-faq.ts'

/** Adds an entry (no id) or changes one; the footer's own copy is dropped so this tab shows the change too. */
export function useSaveFaqEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...entry }: (AdminFaqCreate | AdminFaqUpdate) & { id?: string }) =>
      id
        ? apiRequest<AdminFaqEntry>(`/api/admin/content/faq/${id}`, { method: 'PATCH', body: entry })
        : apiRequest<AdminFaqEntry>('/api/admin/content/faq', { method: 'POST', body: entry }),
    meta: { showsOwnError: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFaqQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['content', 'faq'] }),
      ]),
  })
}
