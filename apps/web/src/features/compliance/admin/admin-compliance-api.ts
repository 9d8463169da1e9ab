import type { ComplianceSettings, ComplianceSettingsView } from '@khela/contracts/compliance'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

const complianceSettingsQueryKey = ['admin', 'compliance', 'settings'] as const
const path = '/api/admin/compliance/settings'

/** The settings as stored, fetched fresh whenever the page opens, so the form starts from what applies. */
export function useComplianceSettings() {
  return useQuery({
    queryKey: complianceSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest<ComplianceSettingsView>(path, { signal }),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}

export function useSaveComplianceSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: ComplianceSettings) =>
      apiRequest<ComplianceSettingsView>(path, { method: 'PUT', body: settings }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(complianceSettingsQueryKey, saved)
      // This tab's footer shows the licence too.
      return queryClient.invalidateQueries({ queryKey: ['compliance', 'licence'] })
    },
  })
}
