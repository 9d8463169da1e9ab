import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as sportsbookApi from '../../lib/endpoints/sportsbook.ts'
import { useLiveRefetch } from './live/use-live-refetch.ts'
import { priceRefreshMs } from './use-sport.ts'

/**
 * An event's open and suspended markets, read again while the page is open so moved prices flash; while it is in
 * play, also on each of its live changes. The polling stays: the socket does not tell its listeners when it
 * drops, and an unchanged event answers 304.
 */
export function useSportsbookEvent(id: string) {
  const query = useQuery({
    queryKey: ['sportsbook', 'event', id],
    queryFn: ({ signal }) => api(sportsbookApi.event, { params: { id }, signal }),
    refetchInterval: priceRefreshMs,
    meta: { showsOwnError: true },
  })
  const isInPlay = query.data?.event.status === 'live' || Boolean(query.data?.live)
  useLiveRefetch(query.refetch, (change) => change.eventId === id, isInPlay)
  return query
}
