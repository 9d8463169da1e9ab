import type { PromotionList } from '@khela/contracts/content'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export const promotionsQueryKey = ['content', 'promotions'] as const

/** Published promotions and their categories, for /bonuses. */
export function usePromotions() {
  return useQuery({
    queryKey: promotionsQueryKey,
    queryFn: ({ signal }) => apiRequest<PromotionList>('/api/content/promotions', { signal }),
    meta: { showsOwnError: true },
  })
}
