import { useQuery } from '@tanstack/react-query'
import { api, endpointUrl } from '../../lib/endpoint.ts'
import * as complianceApi from '../../lib/endpoints/compliance.ts'
import type { PageDataSource } from '../../lib/page-data.ts'

/** The server renders the lobby with this (prerender.tsx's lobbyDataSources), so the footer needs no request there. */
export const licenceSource = {
  queryKey: ['compliance', 'licence'],
  path: endpointUrl(complianceApi.licence),
} satisfies PageDataSource

/** The operator's licence for the footer; null until the operator configures it. */
export function useLicence() {
  return useQuery({
    queryKey: licenceSource.queryKey,
    queryFn: ({ signal }) => api(complianceApi.licence, { signal }),
    staleTime: 10 * 60_000,
    meta: { showsOwnError: true },
  })
}
