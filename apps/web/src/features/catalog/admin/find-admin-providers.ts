import type { AdminProviderList } from '@khela/contracts/admin-catalog'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

export const adminProvidersQueryKey = ['admin', 'catalog', 'providers'] as const

export function findAdminProviders(signal?: AbortSignal) {
  return apiRequest<AdminProviderList>('/api/admin/catalog/providers', { signal })
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
