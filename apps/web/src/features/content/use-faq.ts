import type { FaqList } from '@khela/contracts/content'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'
import type { PageDataSource } from '../../lib/page-data.ts'

export const faqSource = { queryKey: ['content', 'faq'], path: '/api/content/faq' } satisfies PageDataSource

export function useFaq() {
  return useQuery({
    queryKey: faqSource.queryKey,
    queryFn: ({ signal }) => apiRequest<FaqList>(faqSource.path, { signal }),
    staleTime: 10 * 60_000,
    meta: { showsOwnError: true },
  })
}
