import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as contentApi from '../../lib/endpoints/content.ts'

export const rulesQueryKey = ['content', 'rules'] as const

export function useRules() {
  return useQuery({
    queryKey: rulesQueryKey,
    queryFn: ({ signal }) => api(contentApi.rules, { signal }),
    meta: { showsOwnError: true },
  })
}
