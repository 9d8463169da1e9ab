import type { SportBetView } from '@khela/contracts/sportsbook-placement'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { api } from '../../lib/endpoint.ts'
import * as sportsbookApi from '../../lib/endpoints/sportsbook.ts'
import type { RealtimeEvent } from '../../lib/realtime.ts'
import { useRealtime } from '../../lib/use-realtime.ts'
import { useIsSignedIn } from '../../lib/use-session.ts'
import { sportBetsQueryKey } from './slip/use-place-slip.ts'

/** How often a page with open bets is fetched again for their cash-out offers, hints aside. */
const openBetsRefetchMs = 30_000

/** How long after its delay ends a bet still shown pending is asked for again, in case the hint was missed. */
const recheckAfterMs = 1_500

/**
 * A page of the player's sports bets (My bets' pages: one cache), refetched when the server says their bets
 * changed (an in-play bet decided, bets settled), and, should that hint be lost, once a pending bet's delay is over.
 */
export function useSportBetsPage(page = 1) {
  const isSignedIn = useIsSignedIn()
  const queryClient = useQueryClient()
  useRealtime(
    'user',
    (event: RealtimeEvent) => {
      if (event.kind === 'message' && isSportBetsHint(event.data))
        void queryClient.invalidateQueries({ queryKey: sportBetsQueryKey })
    },
    isSignedIn,
  )
  const query = useQuery({
    queryKey: [...sportBetsQueryKey, page],
    queryFn: ({ signal }) => api(sportsbookApi.bets, { query: { page }, signal }),
    enabled: isSignedIn,
    placeholderData: keepPreviousData,
    // Open bets' cash-out offers move with prices: hints refetch at once, and this catches what no hint covers (a
    // sport-wide suspension, a hint lost on a reconnect).
    refetchInterval: (current) =>
      current.state.data?.items.some((bet) => bet.status === 'open') ? openBetsRefetchMs : false,
    meta: { showsOwnError: true },
  })
  const longestWait = longestWaitMs(query.data?.items ?? [])
  const answeredAt = query.dataUpdatedAt
  useEffect(() => {
    if (longestWait === null) return
    const wait = Math.max(0, answeredAt + longestWait - Date.now()) + recheckAfterMs
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: sportBetsQueryKey }), wait)
    return () => clearTimeout(timer)
  }, [longestWait, answeredAt, queryClient])
  return query
}

/** The server's `sportsbook.bets` hint (contracts' sportBetsChangedEvent, read without zod). */
function isSportBetsHint(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'sportsbook.bets'
}

/** The longest wait, from this answer, of the page's pending bets; null without one. */
function longestWaitMs(bets: readonly SportBetView[]): number | null {
  const waits = bets.flatMap((bet) => (bet.status === 'pending' ? [bet.decidesInMs ?? 0] : []))
  return waits.length === 0 ? null : Math.max(...waits)
}

/**
 * Whole seconds left of a pending bet's wait (0 once it has passed), ticking every second while any is left. The
 * wait is the server's (`decidesInMs`) from when its answer came, so a device whose clock is wrong still counts
 * down the right seconds.
 */
export function useSecondsLeft(bet: Pick<SportBetView, 'id' | 'status' | 'decidesInMs'>): number {
  const waitMs = bet.status === 'pending' ? (bet.decidesInMs ?? 0) : 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (id or wait) starts the count again.
  const end = useMemo(() => Date.now() + waitMs, [bet.id, waitMs])
  // Read at each render: a new answer moves `end`, and a second counted from an older moment would be too many.
  const left = Math.max(0, Math.ceil((end - Date.now()) / 1000))
  const [, setTicks] = useState(0)
  useEffect(() => {
    if (left === 0) return
    const untilNextSecond = (end - Date.now()) % 1000
    const timer = setTimeout(
      () => setTicks((ticks) => ticks + 1),
      (untilNextSecond > 0 ? untilNextSecond : 1000) + 10,
    )
    return () => clearTimeout(timer)
  }, [left, end])
  return left
}
