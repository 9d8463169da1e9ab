import { type GameSort, gameSorts } from '@khela/contracts/catalog-options'
import { useSearchParams } from 'react-router'

export interface CategoryFilters {
  provider: string | null
  sort: GameSort
}

const isGameSort = (value: string | null): value is GameSort =>
  value !== null && (gameSorts as readonly string[]).includes(value)

/**
 * The category page's provider filter and sort, kept in the URL (`?provider=jili&sort=newest`) so a page can
 * be shared and survives a reload. The default sort is left out of the URL.
 */
export function useCategoryFilters(): [CategoryFilters, (next: Partial<CategoryFilters>) => void] {
  const [params, setParams] = useSearchParams()
  const change = (next: Partial<CategoryFilters>) => {
    // From the URL as it stands now, not as this render read it: the router writes the URL at once but renders the
    // page later, so a second change before that render (a provider, then a sort) would drop the first.
    const merged = { ...filtersOf(new URLSearchParams(window.location.search)), ...next }
    const updated = new URLSearchParams()
    if (merged.provider) updated.set('provider', merged.provider)
    if (merged.sort !== 'popular') updated.set('sort', merged.sort)
    setParams(updated, { replace: true, preventScrollReset: true })
  }
  return [filtersOf(params), change]
}

function filtersOf(params: URLSearchParams): CategoryFilters {
  const sort = params.get('sort')
  return { provider: params.get('provider') || null, sort: isGameSort(sort) ? sort : 'popular' }
}
