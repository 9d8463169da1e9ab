import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as sportsbookApi from '../../lib/endpoints/sportsbook.ts'

/** Every sport with its live and upcoming counts, for the sports list. */
export function useSports() {
  return useQuery({
    queryKey: ['sportsbook', 'sports'],
    queryFn: ({ signal }) => api(sportsbookApi.sports, { signal }),
    meta: { showsOwnError: true },
  })
}
