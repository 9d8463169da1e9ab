import type { CashierSettings } from '@khela/contracts/cashier'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { cashierSettingsQueryKey } from './cashier-query-keys.ts'

export function useCashierSettings() {
  return useQuery({
    queryKey: cashierSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest<CashierSettings>('/api/admin/cashier/settings', { signal }),
    meta: { showsOwnError: true },
  })
}

export function useUpdateCashierSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: CashierSettings) =>
      apiRequest<CashierSettings>('/api/admin/cashier/settings', { method: 'PUT', body: settings }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => queryClient.setQueryData(cashierSettingsQueryKey, saved),
  })
}
