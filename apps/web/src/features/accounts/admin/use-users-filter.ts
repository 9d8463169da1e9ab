import { useSearchParams } from 'react-router'
import { parseUsersFilter, type UsersFilter } from './users-filter.ts'

/** The page's filter, read from and written to `?search=&page=`. A new search starts again at page 1. */
export function useUsersFilter() {
  const [params, setParams] = useSearchParams()
  const filter: UsersFilter = parseUsersFilter(params)

  const setSearch = (search: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (search.trim()) next.set('search', search.trim())
        else next.delete('search')
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

  return { filter, setSearch, setPage }
}
