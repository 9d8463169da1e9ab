import type { AdminFaqList } from '@khela/contracts/content'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

export const adminFaqQueryKey = ['admin', 'content', 'faq'] as const

export function useAdminFaq() {
  return useQuery({
    queryKey: adminFaqQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminFaqList>('/api/admin/content/faq', { signal }),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
