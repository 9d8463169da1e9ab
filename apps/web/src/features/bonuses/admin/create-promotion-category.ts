import type { AdminPromotionCategoryCreate } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { adminPromotionsQueryKey } from './find-admin-promotions.ts'

export function useCreatePromotionCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (category: AdminPromotionCategoryCreate) =>
      api(adminContentApi.createPromotionCategory, { body: category }),
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromotionsQueryKey }),
  })
}
