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
  const sort = params.get('sort')
  const filters: CategoryFilters = {
    provider: params.get('provider') || null,
    sort: isGameSort(sort) ? sort : 'popular',
  }
  const change = (next: Partial<CategoryFilters>) => {
    const merged = { ...filters, ...next }
    const updated = new URLSearchParams()
    if (merged.provider) updated.set('provider', merged.provider)
    if (merged.sort !== 'popular') updated.set('sort', merged.sort)
    setParams(updated, { replace: true, preventScrollReset: true })
  }
  return [filters, change]
}
