import type { OriginalsSettings } from '@khela/contracts/originals'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminOriginalsApi from '../../../lib/endpoints/admin/originals.ts'
import { type GameHistoryFilter, gameHistoryQueryOf } from './game-history-filter.ts'

export const adminOriginalsQueryKey = ['admin', 'originals'] as const
const settingsQueryKey = [...adminOriginalsQueryKey, 'settings'] as const
export const adminCrashRoundQueryKey = [...adminOriginalsQueryKey, 'crash-round'] as const

export function useAdminBets(filter: GameHistoryFilter) {
  return useQuery({
    queryKey: [...adminOriginalsQueryKey, 'bets', filter],
    queryFn: ({ signal }) => api(adminOriginalsApi.bets, { query: gameHistoryQueryOf(filter), signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useOriginalsSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => api(adminOriginalsApi.settings, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useSaveOriginalsSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: OriginalsSettings) => api(adminOriginalsApi.updateSettings, { body: settings }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  })
}

/** The round now with its bets by player's real name; the page refetches it on the channel's bet and round events. */
export function useAdminCrashRound() {
  return useQuery({
    queryKey: adminCrashRoundQueryKey,
    queryFn: ({ signal }) => api(adminOriginalsApi.crashRound, { signal }),
    meta: { showsOwnError: true },
  })
}
