import type { FaqList } from '@khela/contracts/content'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export function useFaq() {
  return useQuery({
    queryKey: ['content', 'faq'],
    queryFn: ({ signal }) => apiRequest<FaqList>('/api/content/faq', { signal }),
    staleTime: 10 * 60_000,
    meta: { showsOwnError: true },
  })
}
