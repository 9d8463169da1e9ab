import type { AdminDepositPage } from '@khela/contracts/cashier'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCashierApi from '../../../lib/endpoints/admin/cashier.ts'
import { type CashierFilter, cashierQueryOf } from './cashier-filter.ts'
import { adminDepositsQueryKey } from './cashier-query-keys.ts'

export function findAdminDeposits(filter: CashierFilter, signal?: AbortSignal): Promise<AdminDepositPage> {
  return api(adminCashierApi.deposits, { query: cashierQueryOf(filter), signal })
}

export function useAdminDeposits(filter: CashierFilter) {
  return useQuery({
    queryKey: [...adminDepositsQueryKey, filter],
    queryFn: ({ signal }) => findAdminDeposits(filter, signal),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}
