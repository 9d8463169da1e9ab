import type { AdminSlideCreate } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { adminSlidesQueryKey } from './find-admin-slides.ts'

export function useCreateSlide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (slide: AdminSlideCreate) => api(adminContentApi.createSlide, { body: slide }),
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSlidesQueryKey }),
  })
}
