import type { SlideList } from '@khela/contracts/content'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'
import type { PageDataSource } from '../../lib/page-data.ts'

/** The lobby banner's slides; the server renders the lobby with them too (docs/decisions/0005). */
export const slidesSource = {
  queryKey: ['content', 'sliders'],
  path: '/api/content/sliders',
} satisfies PageDataSource

export function useSlides() {
  return useQuery({
    queryKey: slidesSource.queryKey,
    queryFn: ({ signal }) => apiRequest<SlideList>(slidesSource.path, { signal }),
    staleTime: 5 * 60_000,
    // Without slides the drawn banner stands in; a failure needs no toast.
    meta: { showsOwnError: true },
  })
}
