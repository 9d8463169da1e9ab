import type { PaymentMethod } from '@khela/contracts/cashier'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCashierApi from '../../../lib/endpoints/admin/cashier.ts'
import { adminMethodsQueryKey } from './cashier-query-keys.ts'

/** Every payment method, enabled or not, in position order (Settings → Banking, `cashier.methods`). */
export function findAdminMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return api(adminCashierApi.methods, { signal })
}

export function useAdminMethods() {
  return useQuery({
    queryKey: adminMethodsQueryKey,
    queryFn: ({ signal }) => findAdminMethods(signal),
    meta: { showsOwnError: true },
  })
}
