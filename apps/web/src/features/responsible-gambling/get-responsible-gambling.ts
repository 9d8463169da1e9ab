import type { PlaySession, ResponsibleGamblingState } from '@khela/contracts/responsible-gambling'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export const responsibleGamblingQueryKey = ['responsible-gambling'] as const
export const playSessionQueryKey = ['responsible-gambling', 'session'] as const

/** The signed-in player's limits, pending increases, exclusion and reality-check interval. */
export function useResponsibleGambling() {
  return useQuery({
    queryKey: responsibleGamblingQueryKey,
    queryFn: ({ signal }) => apiRequest<ResponsibleGamblingState>('/api/responsible-gambling', { signal }),
    meta: { showsOwnError: true },
  })
}

/** The current play session (start, stakes, payouts) and the reality-check interval. */
export function usePlaySession({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: playSessionQueryKey,
    queryFn: ({ signal }) => apiRequest<PlaySession>('/api/responsible-gambling/session', { signal }),
    enabled: isEnabled,
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
