import type { AdminSlideList } from '@khela/contracts/content'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

export const adminSlidesQueryKey = ['admin', 'content', 'sliders'] as const

export function useAdminSlides() {
  return useQuery({
    queryKey: adminSlidesQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminSlideList>('/api/admin/content/sliders', { signal }),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
