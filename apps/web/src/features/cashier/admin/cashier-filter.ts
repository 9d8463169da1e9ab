import { isoDateParam } from '../../../lib/date-range.ts'
import { listQueryOf } from '../../../lib/use-address-filter.ts'
/** Deposit History's and Withdraw History's filters, kept in the address so a reload shows the same list. */
export interface CashierFilter {
  search: string
  status: string
  method: string
  from: string
  to: string
  page: number
}

export const cashierFilterKeys = ['search', 'status', 'method', 'from', 'to'] as const
export type CashierFilterKey = (typeof cashierFilterKeys)[number]

/** Rows per page of the back office's cashier lists. */
export const CASHIER_PAGE_SIZE = 20

export function parseCashierFilter(params: URLSearchParams): CashierFilter {
  const page = Number(params.get('page'))
  return {
    search: (params.get('search') ?? '').trim(),
    status: params.get('status') ?? '',
    method: params.get('method') ?? '',
    from: isoDateParam(params, 'from'),
    to: isoDateParam(params, 'to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query for a filter: empty filters are left out. */
export function cashierQueryOf(filter: CashierFilter): URLSearchParams {
  return listQueryOf(filter, cashierFilterKeys, CASHIER_PAGE_SIZE)
}
