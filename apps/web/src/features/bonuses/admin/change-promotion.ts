import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminPromotionsQueryKey } from './find-admin-promotions.ts'

/** Publishes, unpublishes or deletes a promotion from the list; a failure is announced with a toast. */
export function useChangePromotion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { id: string; isPublished: boolean } | { id: string; isDeleted: true }) =>
      'isDeleted' in change
        ? apiRequest<unknown>(`/api/admin/content/promotions/${change.id}`, { method: 'DELETE' })
        : apiRequest<unknown>(`/api/admin/content/promotions/${change.id}`, {
            method: 'PATCH',
            body: { isPublished: change.isPublished },
          }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPromotionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['content', 'promotions'] }),
      ]),
  })
}
