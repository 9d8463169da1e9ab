import type { CloseRiskFlagInput, RiskSettings } from '@khela/contracts/risk'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminRiskApi from '../../../lib/endpoints/admin/risk.ts'
import { type RiskFilter, riskQueryOf } from './risk-filter.ts'

const riskQueryKey = ['admin', 'risk'] as const
const riskSettingsQueryKey = [...riskQueryKey, 'settings'] as const

export function useRiskFlags(filter: RiskFilter) {
  return useQuery({
    queryKey: [...riskQueryKey, 'flags', filter],
    queryFn: ({ signal }) => api(adminRiskApi.flags, { query: riskQueryOf(filter), signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useCloseRiskFlag() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CloseRiskFlagInput }) =>
      api(adminRiskApi.closeFlag, { params: { id }, body: input }),
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...riskQueryKey, 'flags'] }),
  })
}

export function useRiskSettings() {
  return useQuery({
    queryKey: riskSettingsQueryKey,
    queryFn: ({ signal }) => api(adminRiskApi.settings, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useUpdateRiskSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: RiskSettings) => api(adminRiskApi.updateSettings, { body: settings }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => queryClient.setQueryData(riskSettingsQueryKey, saved),
  })
}
