import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as catalogApi from '../../lib/endpoints/catalog.ts'
import type { CategoryFilters } from './use-category-filters.ts'

const pageSize = 30

/** A category's games page by page (cursor pagination), for the chosen provider and sort. */
export function useCategoryGames(slug: string, { provider, sort }: CategoryFilters) {
  return useInfiniteQuery({
    queryKey: ['catalog', 'category', slug, { provider, sort }],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ sort, limit: String(pageSize) })
      if (provider) query.set('provider', provider)
      if (pageParam) query.set('cursor', pageParam)
      return api(catalogApi.categoryGames, { params: { slug }, query, signal })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // An unknown category is shown as such by the page, not as a toast.
    meta: { showsOwnError: true },
  })
}
