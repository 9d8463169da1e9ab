import type { AdminPromotionCategoryCreate, PromotionCategory } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminPromotionsQueryKey } from './find-admin-promotions.ts'

export function useCreatePromotionCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (category: AdminPromotionCategoryCreate) =>
      apiRequest<PromotionCategory>('/api/admin/content/promotion-categories', {
        method: 'POST',
        body: category,
      }),
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromotionsQueryKey }),
  })
}
