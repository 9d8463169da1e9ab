import type { AdminSlide, AdminSlideCreate } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminSlidesQueryKey } from './find-admin-slides.ts'

export function useCreateSlide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (slide: AdminSlideCreate) =>
      apiRequest<AdminSlide>('/api/admin/content/sliders', { method: 'POST', body: slide }),
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSlidesQueryKey }),
  })
}
