import type { AdminSlide, AdminSlideUpdate } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminSlidesQueryKey } from './find-admin-slides.ts'

/** Toggles or moves a slide; a failure is announced with a toast. */
export function useUpdateSlide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...update }: AdminSlideUpdate & { id: string }) =>
      apiRequest<AdminSlide>(`/api/admin/content/sliders/${id}`, { method: 'PATCH', body: update }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSlidesQueryKey }),
  })
}
