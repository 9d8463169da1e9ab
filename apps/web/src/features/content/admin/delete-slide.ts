import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { adminSlidesQueryKey } from './find-admin-slides.ts'

export function useDeleteSlide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(adminContentApi.deleteSlide, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSlidesQueryKey }),
  })
}
