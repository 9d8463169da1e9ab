import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as sportsbookApi from '../../../lib/endpoints/sportsbook.ts'
import { priceRefreshMs } from '../use-sport.ts'
import { useLiveRefetch } from './use-live-refetch.ts'

/**
 * Every event in play, read again on each live change. The polling stays as it is on the other sportsbook pages:
 * the socket does not tell its listeners when it drops, so polling is what keeps a page fresh meanwhile (an
 * unchanged board answers 304).
 */
export function useLiveBoard() {
  const query = useQuery({
    queryKey: ['sportsbook', 'live'],
    queryFn: ({ signal }) => api(sportsbookApi.liveBoard, { signal }),
    refetchInterval: priceRefreshMs,
    meta: { showsOwnError: true },
  })
  useLiveRefetch(query.refetch, () => true)
  return query
}
