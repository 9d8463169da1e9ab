import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'

export const adminProvidersQueryKey = ['admin', 'catalog', 'providers'] as const

export function findAdminProviders(signal?: AbortSignal) {
  return api(adminCatalogApi.providers, { signal })
}

export function useAdminProviders() {
  return useQuery({
    queryKey: adminProvidersQueryKey,
    queryFn: ({ signal }) => findAdminProviders(signal),
    meta: { showsOwnError: true },
  })
}
