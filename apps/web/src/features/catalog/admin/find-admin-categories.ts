import type { CategoryKind } from '@khela/contracts/catalog'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'

export const adminCategoriesQueryKey = ['admin', 'catalog', 'categories'] as const

export interface CategoriesFilter {
  kind: CategoryKind
  search: string
  page: number
}

/** A kind rarely has more than a few dozen categories: one page shows them all in position order. */
export const CATEGORIES_PAGE_SIZE = 50

export function findAdminCategories(filter: CategoriesFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    kind: filter.kind,
    page: String(filter.page),
    pageSize: String(CATEGORIES_PAGE_SIZE),
  })
  if (filter.search) query.set('search', filter.search)
  return api(adminCatalogApi.categories, { query, signal })
}

export function useAdminCategories(filter: CategoriesFilter) {
  return useQuery({
    queryKey: [...adminCategoriesQueryKey, filter],
    queryFn: ({ signal }) => findAdminCategories(filter, signal),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}
