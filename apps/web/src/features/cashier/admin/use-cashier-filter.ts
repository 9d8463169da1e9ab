import { useAddressFilter } from '../../../lib/use-address-filter.ts'
import { type CashierFilterKey, parseCashierFilter } from './cashier-filter.ts'

/** Deposit and Withdraw History's filter (search, status, method, dates, page) in the address. */
export function useCashierFilter() {
  return useAddressFilter<ReturnType<typeof parseCashierFilter>, CashierFilterKey>(parseCashierFilter)
}
