import { useSearchParams } from 'react-router'

/**
 * A list's filter (the back office's lists, the player's bet history), read from and written to the address
 * (`?search=&status=&page=`), so a filtered page can be reloaded, shared and gone back to. Changing a filter value
 * starts again at page 1; clearing drops every filter and the page.
 */
export function useAddressFilter<Filter, Key extends string>(parse: (params: URLSearchParams) => Filter) {
  const [params, setParams] = useSearchParams()
  const filter = parse(params)

  /** Sets several values at once (one that depends on another, such as a game and its source). */
  const setFilters = (values: Partial<Record<Key, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value = ''] of Object.entries<string | undefined>(values)) {
          if (value.trim()) next.set(key, value.trim())
          else next.delete(key)
        }
        next.delete('page')
        return next
      },
      { replace: true },
    )

  const setFilter = (key: Key, value: string) => setFilters({ [key]: value } as Partial<Record<Key, string>>)

  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (page > 1) next.set('page', String(page))
      else next.delete('page')
      return next
    })

  const clear = () => setParams(new URLSearchParams(), { replace: true })

  return { filter, setFilter, setFilters, setPage, clear }
}

/** The API's query for a back-office list's filter: the page and its size, and the filters that are set. */
export function listQueryOf<Key extends string>(
  filter: Record<Key, string> & { page: number },
  keys: readonly Key[],
  pageSize: number,
): URLSearchParams {
  const query = new URLSearchParams({ page: String(filter.page), pageSize: String(pageSize) })
  for (const key of keys) if (filter[key]) query.set(key, filter[key])
  return query
}
