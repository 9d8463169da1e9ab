import type { PaymentMethodInput } from '@khela/contracts/cashier'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCashierApi from '../../../lib/endpoints/admin/cashier.ts'
import { adminMethodsQueryKey } from './cashier-query-keys.ts'

/** Adds a method (no id) or replaces one's settings; methods are disabled, never deleted. */
export function savePaymentMethod({ id, input }: { id: string | null; input: PaymentMethodInput }) {
  return id
    ? api(adminCashierApi.updateMethod, { params: { id }, body: input })
    : api(adminCashierApi.createMethod, { body: input })
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePaymentMethod,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMethodsQueryKey }),
  })
}
