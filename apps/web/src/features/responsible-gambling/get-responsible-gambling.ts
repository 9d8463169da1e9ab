import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as responsibleGamblingApi from '../../lib/endpoints/responsible-gambling.ts'
import { useIsSignedIn } from '../../lib/use-session.ts'

export const responsibleGamblingQueryKey = ['responsible-gambling'] as const
export const playSessionQueryKey = ['responsible-gambling', 'session'] as const

/** The signed-in player's limits, pending increases, exclusion and reality-check interval. */
export function useResponsibleGambling() {
  return useQuery({
    queryKey: responsibleGamblingQueryKey,
    queryFn: ({ signal }) => api(responsibleGamblingApi.state, { signal }),
    meta: { showsOwnError: true },
  })
}

/** The current play session (start, stakes, payouts) and the reality-check interval. */
export function usePlaySession({ isEnabled }: { isEnabled: boolean }) {
  const isSignedIn = useIsSignedIn()
  return useQuery({
    queryKey: playSessionQueryKey,
    queryFn: ({ signal }) => api(responsibleGamblingApi.session, { signal }),
    enabled: isEnabled && isSignedIn,
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
