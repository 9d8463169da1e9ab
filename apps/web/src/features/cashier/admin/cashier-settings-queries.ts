import type { CashierSettings } from '@khela/contracts/cashier'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCashierApi from '../../../lib/endpoints/admin/cashier.ts'
import { cashierSettingsQueryKey } from './cashier-query-keys.ts'

export function useCashierSettings() {
  return useQuery({
    queryKey: cashierSettingsQueryKey,
    queryFn: ({ signal }) => api(adminCashierApi.settings, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useUpdateCashierSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: CashierSettings) => api(adminCashierApi.updateSettings, { body: settings }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => queryClient.setQueryData(cashierSettingsQueryKey, saved),
  })
}
