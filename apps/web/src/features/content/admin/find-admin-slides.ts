import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'

export const adminSlidesQueryKey = ['admin', 'content', 'sliders'] as const

export function useAdminSlides() {
  return useQuery({
    queryKey: adminSlidesQueryKey,
    queryFn: ({ signal }) => api(adminContentApi.slides, { signal }),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
