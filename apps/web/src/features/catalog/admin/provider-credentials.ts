import type { ProviderCredentialsUpdate } from '@khela/contracts/provider-setup'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'
import { adminProvidersQueryKey } from './find-admin-providers.ts'

const credentialsKey = (code: string) => ['admin', 'catalog', 'credentials', code] as const

export function getProviderCredentials(code: string, signal?: AbortSignal) {
  return api(adminCatalogApi.providerCredentials, { params: { code }, signal })
}

export function useProviderCredentials(code: string) {
  return useQuery({
    queryKey: credentialsKey(code),
    queryFn: ({ signal }) => getProviderCredentials(code, signal),
    meta: { showsOwnError: true },
  })
}

export function saveProviderCredentials({
  code,
  update,
}: {
  code: string
  update: ProviderCredentialsUpdate
}) {
  return api(adminCatalogApi.saveProviderCredentials, { params: { code }, body: update })
}

export function useSaveProviderCredentials() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProviderCredentials,
    meta: { showsOwnError: true },
    onSuccess: (view, { code }) => {
      queryClient.setQueryData(credentialsKey(code), view)
      return queryClient.invalidateQueries({ queryKey: adminProvidersQueryKey })
    },
  })
}
