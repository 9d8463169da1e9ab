import type { CatalogStatus } from '@khela/contracts/catalog'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'

export const adminGamesQueryKey = ['admin', 'catalog', 'games'] as const

export interface GamesFilter {
  status: CatalogStatus
  search: string
  provider: string
  page: number
}

export const GAMES_PAGE_SIZE = 25

export function findAdminGames(filter: GamesFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    status: filter.status,
    page: String(filter.page),
    pageSize: String(GAMES_PAGE_SIZE),
  })
  if (filter.search) query.set('search', filter.search)
  if (filter.provider) query.set('provider', filter.provider)
  return api(adminCatalogApi.games, { query, signal })
}

export function useAdminGames(filter: GamesFilter) {
  return useQuery({
    queryKey: [...adminGamesQueryKey, filter],
    queryFn: ({ signal }) => findAdminGames(filter, signal),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}
