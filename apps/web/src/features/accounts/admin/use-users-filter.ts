import { useAddressFilter } from '../../../lib/use-address-filter.ts'
import { parseUsersFilter, type UsersFilter } from './users-filter.ts'

/** The page's filter, read from and written to `?search=&page=`. A new search starts again at page 1. */
export function useUsersFilter() {
  const { filter, setFilter, setPage } = useAddressFilter<UsersFilter, 'search'>(parseUsersFilter)
  return { filter, setSearch: (search: string) => setFilter('search', search), setPage }
}
