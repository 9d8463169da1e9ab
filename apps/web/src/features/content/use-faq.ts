import { useQuery } from '@tanstack/react-query'
import { api, endpointUrl } from '../../lib/endpoint.ts'
import * as contentApi from '../../lib/endpoints/content.ts'
import type { PageDataSource } from '../../lib/page-data.ts'

export const faqSource = {
  queryKey: ['content', 'faq'],
  path: endpointUrl(contentApi.faq),
} satisfies PageDataSource

export function useFaq() {
  return useQuery({
    queryKey: faqSource.queryKey,
    queryFn: ({ signal }) => api(contentApi.faq, { signal }),
    staleTime: 10 * 60_000,
    meta: { showsOwnError: true },
  })
}
