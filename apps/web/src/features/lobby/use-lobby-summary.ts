import { useQuery } from '@tanstack/react-query'
import { api, endpointUrl } from '../../lib/endpoint.ts'
import * as catalogApi from '../../lib/endpoints/catalog.ts'
import type { PageDataSource } from '../../lib/page-data.ts'

/**
 * The lobby's categories with their counts and first tiles. 18 tiles: the Popular row is two rows of 9 at the
 * widest screens. The one place the lobby's data is named: the server renders the lobby from this same
 * path and query key (docs/decisions/0005) and the client's first render reads it from the page.
 */
export const lobbySummaryPath = endpointUrl(catalogApi.lobby, { query: { tiles: 18 } })
export const lobbySummaryQueryKey = ['catalog', 'lobby', 18] as const
export const lobbySummarySource: PageDataSource = { queryKey: lobbySummaryQueryKey, path: lobbySummaryPath }

export const fetchLobbySummary = ({ signal }: { signal?: AbortSignal } = {}) =>
  api(catalogApi.lobby, { query: { tiles: 18 }, signal })

export function useLobbySummary() {
  return useQuery({ queryKey: lobbySummaryQueryKey, queryFn: fetchLobbySummary })
}
