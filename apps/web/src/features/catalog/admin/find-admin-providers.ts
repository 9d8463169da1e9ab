import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'

export const adminProvidersQueryKey = ['admin', 'catalog', 'providers'] as const

export function findAdminProviders(signal?: AbortSignal) {
  return api(adminCatalogApi.providers, { signal })
}

/** `isEnabled` false: nothing is fetched (the sidebar, for staff who may not edit the catalogue). */
export function useAdminProviders({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminProvidersQueryKey,
    queryFn: ({ signal }) => findAdminProviders(signal),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}
