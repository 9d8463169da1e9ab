import { describe, expect, it } from 'vitest'
import { CASHIER_PAGE_SIZE, cashierQueryOf, parseCashierFilter } from './cashier-filter.ts'

describe('parseCashierFilter', () => {
  it('reads every filter from the address', () => {
    const filter = parseCashierFilter(
      new URLSearchParams(
        'search=%20rahim%20&status=pending&method=bkash&from=2026-01-01&to=2026-01-31&page=3',
      ),
    )
    expect(filter).toEqual({
      search: 'rahim',
      status: 'pending',
      method: 'bkash',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    })
  })

  it('drops malformed dates and pages', () => {
    const filter = parseCashierFilter(new URLSearchParams('from=yesterday&to=2026-1-5&page=-2'))
    expect(filter).toMatchObject({ from: '', to: '', page: 1 })
  })
})

describe('cashierQueryOf', () => {
  it('sends only the filters that are set, with the page and its size', () => {
    const query = cashierQueryOf({ search: '', status: 'rejected', method: '', from: '', to: '', page: 2 })
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      pageSize: String(CASHIER_PAGE_SIZE),
      status: 'rejected',
    })
  })
})
