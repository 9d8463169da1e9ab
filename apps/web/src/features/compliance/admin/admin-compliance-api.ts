import type { ComplianceSettings } from '@khela/contracts/compliance'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminComplianceApi from '../../../lib/endpoints/admin/compliance.ts'

const complianceSettingsQueryKey = ['admin', 'compliance', 'settings'] as const

/** The settings as stored, fetched fresh whenever the page opens, so the form starts from what applies. */
export function useComplianceSettings() {
  return useQuery({
    queryKey: complianceSettingsQueryKey,
    queryFn: ({ signal }) => api(adminComplianceApi.settings, { signal }),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}

export function useSaveComplianceSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: ComplianceSettings) => api(adminComplianceApi.updateSettings, { body: settings }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(complianceSettingsQueryKey, saved)
      // This tab's footer shows the licence too.
      return queryClient.invalidateQueries({ queryKey: ['compliance', 'licence'] })
    },
  })
}
