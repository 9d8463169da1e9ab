import type { PaymentMethod } from '@khela/contracts/cashier'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminMethodsQueryKey } from './cashier-query-keys.ts'

/** Every payment method, enabled or not, in position order (Settings → Banking, `cashier.methods`). */
export function findAdminMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return apiRequest<PaymentMethod[]>('/api/admin/cashier/methods', { signal })
}

export function useAdminMethods() {
  return useQuery({
    queryKey: adminMethodsQueryKey,
    queryFn: ({ signal }) => findAdminMethods(signal),
    meta: { showsOwnError: true },
  })
}
