import { useSearchParams } from 'react-router'
import { type CashierFilterKey, parseCashierFilter } from './cashier-filter.ts'

/** The list's filter, read from and written to the address. A changed filter starts again at page 1. */
export function useCashierFilter() {
  const [params, setParams] = useSearchParams()
  const filter = parseCashierFilter(params)

  const setFilter = (key: CashierFilterKey, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value.trim()) next.set(key, value.trim())
        else next.delete(key)
        next.delete('page')
        return next
      },
      { replace: true },
    )

  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (page > 1) next.set('page', String(page))
      else next.delete('page')
      return next
    })

  return { filter, setFilter, setPage }
}
