import type { AdminProviderList } from '@khela/contracts/admin-catalog'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

export const adminProvidersQueryKey = ['admin', 'catalog', 'providers'] as const

export function findAdminProviders(signal?: AbortSignal) {
  return apiRequest<AdminProviderList>('/api/admin/catalog/providers', { signal })
}

export function useAdminProviders() {
  return useQuery({
    queryKey: adminProvidersQueryKey,
    queryFn: ({ signal }) => findAdminProviders(signal),
    meta: { showsOwnError: true },
  })
}
