import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { adminPromotionsQueryKey } from './find-admin-promotions.ts'

/** Publishes, unpublishes or deletes a promotion from the list; a failure is announced with a toast. */
export function useChangePromotion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { id: string; isPublished: boolean } | { id: string; isDeleted: true }) =>
      'isDeleted' in change
        ? api(adminContentApi.deletePromotion, { params: { id: change.id } })
        : api(adminContentApi.updatePromotion, {
            params: { id: change.id },
            body: { isPublished: change.isPublished },
          }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPromotionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['content', 'promotions'] }),
      ]),
  })
}
