import type { PaymentMethod, PaymentMethodInput } from '@khela/contracts/cashier'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminMethodsQueryKey } from './cashier-query-keys.ts'

/** Adds a method (no id) or replaces one's settings; methods are disabled, never deleted. */
export function savePaymentMethod({ id, input }: { id: string | null; input: PaymentMethodInput }) {
  return id
    ? apiRequest<PaymentMethod>(`/api/admin/cashier/methods/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      })
    : apiRequest<PaymentMethod>('/api/admin/cashier/methods', { method: 'POST', body: input })
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePaymentMethod,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMethodsQueryKey }),
  })
}
