import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminFaqQueryKey } from './find-admin-faq.ts'

export function useDeleteFaqEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/admin/content/faq/${id}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFaqQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['content', 'faq'] }),
      ]),
  })
}
