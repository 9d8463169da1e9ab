import type { CloseRiskFlagInput, RiskFlag, RiskFlagPage, RiskSettings } from '@khela/contracts/risk'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { type RiskFilter, riskQueryOf } from './risk-filter.ts'

const riskQueryKey = ['admin', 'risk'] as const
const riskSettingsQueryKey = [...riskQueryKey, 'settings'] as const

export function useRiskFlags(filter: RiskFilter) {
  return useQuery({
    queryKey: [...riskQueryKey, 'flags', filter],
    queryFn: ({ signal }) =>
      apiRequest<RiskFlagPage>(`/api/admin/risk/flags?${riskQueryOf(filter)}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useCloseRiskFlag() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CloseRiskFlagInput }) =>
      apiRequest<RiskFlag>(`/api/admin/risk/flags/${encodeURIComponent(id)}/close`, {
        method: 'POST',
        body: input,
      }),
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...riskQueryKey, 'flags'] }),
  })
}

export function useRiskSettings() {
  return useQuery({
    queryKey: riskSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest<RiskSettings>('/api/admin/risk/settings', { signal }),
    meta: { showsOwnError: true },
  })
}

export function useUpdateRiskSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: RiskSettings) =>
      apiRequest<RiskSettings>('/api/admin/risk/settings', { method: 'PUT', body: settings }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => queryClient.setQueryData(riskSettingsQueryKey, saved),
  })
}
