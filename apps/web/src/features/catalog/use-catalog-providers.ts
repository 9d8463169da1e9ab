import { useQuery } from '@tanstack/react-query'
import { api, endpointUrl } from '../../lib/endpoint.ts'
import * as catalogApi from '../../lib/endpoints/catalog.ts'
import type { PageDataSource } from '../../lib/page-data.ts'

/** The server renders the lobby with this (prerender.tsx's lobbyDataSources), so the footer needs no request there. */
export const catalogProvidersSource = {
  queryKey: ['catalog', 'providers'],
  path: endpointUrl(catalogApi.providers),
} satisfies PageDataSource

/** The studios whose games the catalogue lists, by name. */
export function useCatalogProviders() {
  return useQuery({
    queryKey: catalogProvidersSource.queryKey,
    queryFn: ({ signal }) => api(catalogApi.providers, { signal }),
    staleTime: 10 * 60_000,
    meta: { showsOwnError: true },
  })
}
