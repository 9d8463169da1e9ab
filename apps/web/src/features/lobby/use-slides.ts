import { useQuery } from '@tanstack/react-query'
import { api, endpointUrl } from '../../lib/endpoint.ts'
import * as contentApi from '../../lib/endpoints/content.ts'
import type { PageDataSource } from '../../lib/page-data.ts'

/** The lobby banner's slides; the server renders the lobby with them too (docs/decisions/0005). */
export const slidesSource = {
  queryKey: ['content', 'sliders'],
  path: endpointUrl(contentApi.slides),
} satisfies PageDataSource

export function useSlides() {
  return useQuery({
    queryKey: slidesSource.queryKey,
    queryFn: ({ signal }) => api(contentApi.slides, { signal }),
    staleTime: 5 * 60_000,
    // Without slides the drawn banner stands in; a failure needs no toast.
    meta: { showsOwnError: true },
  })
}
