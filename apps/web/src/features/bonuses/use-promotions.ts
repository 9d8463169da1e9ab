import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as contentApi from '../../lib/endpoints/content.ts'

export const promotionsQueryKey = ['content', 'promotions'] as const

/** Published promotions and their categories, for /bonuses. */
export function usePromotions() {
  return useQuery({
    queryKey: promotionsQueryKey,
    queryFn: ({ signal }) => api(contentApi.promotions, { signal }),
    meta: { showsOwnError: true },
  })
}
