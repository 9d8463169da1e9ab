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

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** Rows per page of the back office's cashier lists. */
export const CASHIER_PAGE_SIZE = 20

export function parseCashierFilter(params: URLSearchParams): CashierFilter {
  const page = Number(params.get('page'))
  const date = (key: string) => {
    const value = params.get(key) ?? ''
    return isoDate.test(value) ? value : ''
  }
  return {
    search: (params.get('search') ?? '').trim(),
    status: params.get('status') ?? '',
    method: params.get('method') ?? '',
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query for a filter: empty filters are left out. */
export function cashierQueryOf(filter: CashierFilter): URLSearchParams {
  const query = new URLSearchParams({ page: String(filter.page), pageSize: String(CASHIER_PAGE_SIZE) })
  for (const key of cashierFilterKeys) if (filter[key]) query.set(key, filter[key])
  return query
}
