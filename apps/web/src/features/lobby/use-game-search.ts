import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as catalogApi from '../../lib/endpoints/catalog.ts'

/** Games whose title or studio contains the text; the previous results stay while the next ones load. */
export function useGameSearch(term: string) {
  return useQuery({
    queryKey: ['catalog', 'search', term],
    queryFn: ({ signal }) => api(catalogApi.search, { query: { q: term, limit: 48 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
