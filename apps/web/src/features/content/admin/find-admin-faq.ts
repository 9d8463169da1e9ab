import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'

export const adminFaqQueryKey = ['admin', 'content', 'faq'] as const

export function useAdminFaq() {
  return useQuery({
    queryKey: adminFaqQueryKey,
    queryFn: ({ signal }) => api(adminContentApi.faq, { signal }),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
