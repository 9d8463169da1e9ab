import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'

export const adminPromotionsQueryKey = ['admin', 'content', 'promotions'] as const

export function useAdminPromotions() {
  return useQuery({
    queryKey: adminPromotionsQueryKey,
    queryFn: ({ signal }) => api(adminContentApi.promotions, { signal }),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
