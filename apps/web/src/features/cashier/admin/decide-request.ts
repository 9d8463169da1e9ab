import type { DepositDecisionInput, WithdrawalDecisionInput } from '@khela/contracts/cashier'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api.ts'
import { api } from '../../../lib/endpoint.ts'
import * as adminCashierApi from '../../../lib/endpoints/admin/cashier.ts'
import { adminCashierQueryKey } from './cashier-query-keys.ts'

interface Decision<Input> {
  id: string
  input: Input
  /** One per Submit of a dialog, sent again when the same submission is retried. */
  idempotencyKey: string
}

export function decideDeposit({ id, input, idempotencyKey }: Decision<DepositDecisionInput>) {
  return api(adminCashierApi.decideDeposit, { params: { id }, body: input, idempotencyKey })
}

export function decideWithdrawal({ id, input, idempotencyKey }: Decision<WithdrawalDecisionInput>) {
  return api(adminCashierApi.decideWithdrawal, { params: { id }, body: input, idempotencyKey })
}

/**
 * Decides, then refetches the cashier lists and counts. A request someone else decided first is refetched
 * too, so the row shows what they decided.
 */
function useDecision<Input, Row>(mutationFn: (decision: Decision<Input>) => Promise<Row>) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminCashierQueryKey })
  return useMutation({
    mutationFn,
    meta: { showsOwnError: true },
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && (error.code === 'ALREADY_DECIDED' || error.code === 'NOT_FOUND')) {
        return refresh()
      }
    },
  })
}

export const useDecideDeposit = () => useDecision(decideDeposit)
export const useDecideWithdrawal = () => useDecision(decideWithdrawal)
