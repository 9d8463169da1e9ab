import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as sportsbookApi from '../../lib/endpoints/sportsbook.ts'
import { priceRefreshMs } from './use-sport.ts'

/** An event's open and suspended markets, read again while the page is open so moved prices flash. */
export function useSportsbookEvent(id: string) {
  return useQuery({
    queryKey: ['sportsbook', 'event', id],
    queryFn: ({ signal }) => api(sportsbookApi.event, { params: { id }, signal }),
    refetchInterval: priceRefreshMs,
    meta: { showsOwnError: true },
  })
}
