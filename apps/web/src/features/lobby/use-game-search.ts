import type { GameSearchResults } from '@khela/contracts/catalog'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

/** Games whose title or studio contains the text; the previous results stay while the next ones load. */
export function useGameSearch(term: string) {
  return useQuery({
    queryKey: ['catalog', 'search', term],
    queryFn: ({ signal }) =>
      apiRequest<GameSearchResults>(`/api/catalog/search?q=${encodeURIComponent(term)}&limit=48`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
