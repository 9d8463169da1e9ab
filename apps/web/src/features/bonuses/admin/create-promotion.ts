import type { AdminPromotion, AdminPromotionCreate } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminPromotionsQueryKey } from './find-admin-promotions.ts'

export function useCreatePromotion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (promotion: AdminPromotionCreate) =>
      apiRequest<AdminPromotion>('/api/admin/content/promotions', { method: 'POST', body: promotion }),
    meta: { showsOwnError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPromotionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['content', 'promotions'] }),
      ]),
  })
}
