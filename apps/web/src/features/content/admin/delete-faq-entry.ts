import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { adminFaqQueryKey } from './find-admin-faq.ts'

export function useDeleteFaqEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(adminContentApi.deleteFaqEntry, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFaqQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['content', 'faq'] }),
      ]),
  })
}
