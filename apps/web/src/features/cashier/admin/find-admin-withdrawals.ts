import type { AdminWithdrawalPage } from '@khela/contracts/cashier'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCashierApi from '../../../lib/endpoints/admin/cashier.ts'
import { type CashierFilter, cashierQueryOf } from './cashier-filter.ts'
import { adminWithdrawalsQueryKey } from './cashier-query-keys.ts'

export function findAdminWithdrawals(
  filter: CashierFilter,
  signal?: AbortSignal,
): Promise<AdminWithdrawalPage> {
  return api(adminCashierApi.withdrawals, { query: cashierQueryOf(filter), signal })
}

export function useAdminWithdrawals(filter: CashierFilter) {
  return useQuery({
    queryKey: [...adminWithdrawalsQueryKey, filter],
    queryFn: ({ signal }) => findAdminWithdrawals(filter, signal),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}
