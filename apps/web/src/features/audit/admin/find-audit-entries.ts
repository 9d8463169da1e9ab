import type { AuditPage } from '@khela/contracts/audit'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminBackOfficeApi from '../../../lib/endpoints/admin/back-office.ts'
import { type AuditFilter, auditQueryOf } from './audit-filter.ts'

export const auditQueryKey = ['admin', 'audit'] as const

export function findAuditEntries(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  return api(adminBackOfficeApi.audit, { query: auditQueryOf(filter), signal })
}

export function useAuditEntries(filter: AuditFilter) {
  return useQuery({
    queryKey: [...auditQueryKey, 'entries', filter],
    queryFn: ({ signal }) => findAuditEntries(filter, signal),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}
