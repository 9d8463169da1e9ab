import type { AuditFacets } from '@khela/contracts/audit'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { auditQueryKey } from './find-audit-entries.ts'

export function findAuditFacets(signal?: AbortSignal): Promise<AuditFacets> {
  return apiRequest<AuditFacets>('/api/admin/audit/facets', { signal })
}

/** The filters' lists; without them (or before they load) the filters offer 'any' and the chosen value only. */
export function useAuditFacets() {
  return useQuery({
    queryKey: [...auditQueryKey, 'facets'],
    queryFn: ({ signal }) => findAuditFacets(signal),
    meta: { showsOwnError: true },
    retry: false,
  })
}
