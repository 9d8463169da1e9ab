import type { AdminPromotionCreate } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { adminPromotionsQueryKey } from './find-admin-promotions.ts'

export function useCreatePromotion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (promotion: AdminPromotionCreate) =>
      api(adminContentApi.createPromotion, { body: promotion }),
    meta: { showsOwnError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPromotionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['content', 'promotions'] }),
      ]),
  })
}
