import type { AuditFacets } from '@khela/contracts/audit'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminBackOfficeApi from '../../../lib/endpoints/admin/back-office.ts'
import { auditQueryKey } from './find-audit-entries.ts'

export function findAuditFacets(signal?: AbortSignal): Promise<AuditFacets> {
  return api(adminBackOfficeApi.auditFacets, { signal })
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
