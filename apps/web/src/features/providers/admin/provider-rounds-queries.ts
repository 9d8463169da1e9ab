import type { ProviderSettings, ResolveProviderRoundInput } from '@khela/contracts/provider-rounds'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminProvidersApi from '../../../lib/endpoints/admin/providers.ts'
import { type ProviderRoundsFilter, providerRoundsQueryOf } from './provider-rounds-filter.ts'

const providerRoundsQueryKey = ['admin', 'provider-rounds'] as const
const settingsQueryKey = [...providerRoundsQueryKey, 'settings'] as const

export function useProviderRounds(filter: ProviderRoundsFilter) {
  return useQuery({
    queryKey: [...providerRoundsQueryKey, 'list', filter],
    queryFn: ({ signal }) => api(adminProvidersApi.rounds, { query: providerRoundsQueryOf(filter), signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useProviderRound(id: string | null) {
  return useQuery({
    queryKey: [...providerRoundsQueryKey, 'round', id],
    queryFn: ({ signal }) => api(adminProvidersApi.round, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    meta: { showsOwnError: true },
  })
}

export function useResolveProviderRound() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ResolveProviderRoundInput }) =>
      api(adminProvidersApi.resolveRound, { params: { id }, body: input }),
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerRoundsQueryKey }),
  })
}

export function useProviderSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => api(adminProvidersApi.settings, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useSaveProviderSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: ProviderSettings) => api(adminProvidersApi.updateSettings, { body: settings }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved)
      return queryClient.invalidateQueries({ queryKey: [...providerRoundsQueryKey, 'list'] })
    },
  })
}
