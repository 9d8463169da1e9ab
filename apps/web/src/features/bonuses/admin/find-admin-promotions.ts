import type { AdminPromotionList } from '@khela/contracts/content'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

export const adminPromotionsQueryKey = ['admin', 'content', 'promotions'] as const

export function useAdminPromotions() {
  return useQuery({
    queryKey: adminPromotionsQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminPromotionList>('/api/admin/content/promotions', { signal }),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
