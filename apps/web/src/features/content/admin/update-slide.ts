import type { AdminSlideUpdate } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { adminSlidesQueryKey } from './find-admin-slides.ts'

/** Toggles or moves a slide; a failure is announced with a toast. */
export function useUpdateSlide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...update }: AdminSlideUpdate & { id: string }) =>
      api(adminContentApi.updateSlide, { params: { id }, body: update }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSlidesQueryKey }),
  })
}
