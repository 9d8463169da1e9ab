import type { AdminBetPage, AdminCrashRound, OriginalsSettings } from '@khela/contracts/originals'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { type GameHistoryFilter, gameHistoryQueryOf } from './game-history-filter.ts'

export const adminOriginalsQueryKey = ['admin', 'originals'] as const
const settingsQueryKey = [...adminOriginalsQueryKey, 'settings'] as const
export const adminCrashRoundQueryKey = [...adminOriginalsQueryKey, 'crash-round'] as const

export function useAdminBets(filter: GameHistoryFilter) {
  return useQuery({
    queryKey: [...adminOriginalsQueryKey, 'bets', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminBetPage>(`/api/admin/originals/bets?${gameHistoryQueryOf(filter)}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useOriginalsSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => apiRequest<OriginalsSettings>('/api/admin/originals/settings', { signal }),
    meta: { showsOwnError: true },
  })
}

export function useSaveOriginalsSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: OriginalsSettings) =>
      apiRequest<OriginalsSettings>('/api/admin/originals/settings', { method: 'PUT', body: settings }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  })
}

/** The round now with its bets by player's real name; the page refetches it on the channel's bet and round events. */
export function useAdminCrashRound() {
  return useQuery({
    queryKey: adminCrashRoundQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminCrashRound>('/api/admin/originals/crash/round', { signal }),
    meta: { showsOwnError: true },
  })
}
