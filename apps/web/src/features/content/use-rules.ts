import type { RulesDocument } from '@khela/contracts/content'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export const rulesQueryKey = ['content', 'rules'] as const

export function useRules() {
  return useQuery({
    queryKey: rulesQueryKey,
    queryFn: ({ signal }) => apiRequest<RulesDocument>('/api/content/rules', { signal }),
    meta: { showsOwnError: true },
  })
}
