import type { CatalogProviders } from '@khela/contracts/catalog'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'
import type { PageDataSource } from '../../lib/page-data.ts'

/** The server renders the lobby with this (prerender.tsx's lobbyDataSources), so the footer needs no request there. */
export const catalogProvidersSource = {
  queryKey: ['catalog', 'providers'],
  path: '/api/catalog/providers',
} satisfies PageDataSource

/** The studios whose games the catalogue lists, by name. */
export function useCatalogProviders() {
  return useQuery({
    queryKey: catalogProvidersSource.queryKey,
    queryFn: ({ signal }) => apiRequest<CatalogProviders>(catalogProvidersSource.path, { signal }),
    staleTime: 10 * 60_000,
    meta: { showsOwnError: true },
  })
}
