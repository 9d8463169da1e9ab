import type { SportBetView } from '@khela/contracts/sportsbook-placement'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
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
  const lastDecideAt = latestDecideAt(query.data?.items ?? [])
  useEffect(() => {
    if (lastDecideAt === null) return
    const wait = Math.max(0, lastDecideAt - Date.now()) + recheckAfterMs
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: sportBetsQueryKey }), wait)
    return () => clearTimeout(timer)
  }, [lastDecideAt, queryClient])
  return query
}

/** The server's `sportsbook.bets` hint (contracts' sportBetsChangedEvent, read without zod). */
function isSportBetsHint(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'sportsbook.bets'
}

function latestDecideAt(bets: readonly SportBetView[]): number | null {
  const pending = bets.filter((bet) => bet.status === 'pending' && bet.decideAt)
  if (pending.length === 0) return null
  return Math.max(...pending.map((bet) => Date.parse(bet.decideAt ?? '')))
}

/** Whole seconds left until `decideAt` (0 once it has passed), ticking every second while any is left. */
export function useSecondsLeft(decideAt: string | null): number {
  const [now, setNow] = useState(() => Date.now())
  const end = decideAt ? Date.parse(decideAt) : 0
  const left = Math.max(0, Math.ceil((end - now) / 1000))
  useEffect(() => {
    if (left === 0) return
    const untilNextSecond = (end - Date.now()) % 1000
    const timer = setTimeout(() => setNow(Date.now()), (untilNextSecond > 0 ? untilNextSecond : 1000) + 10)
    return () => clearTimeout(timer)
  }, [left, end])
  return left
}
