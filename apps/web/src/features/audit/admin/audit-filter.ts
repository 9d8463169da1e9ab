import { listQueryOf } from '../../../lib/use-address-filter.ts'
/** The Audit Log's filters, kept in the address so a filtered log can be reloaded and shared. */
export interface AuditFilter {
  actor: string
  action: string
  recordType: string
  recordId: string
  from: string
  to: string
  page: number
}

export const auditFilterKeys = ['actor', 'action', 'recordType', 'recordId', 'from', 'to'] as const
export type AuditFilterKey = (typeof auditFilterKeys)[number]

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** Rows per page of the Audit Log. */
export const AUDIT_PAGE_SIZE = 25

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const page = Number(params.get('page'))
  const text = (key: AuditFilterKey) => (params.get(key) ?? '').trim()
  const date = (key: AuditFilterKey) => (isoDate.test(text(key)) ? text(key) : '')
  return {
    actor: text('actor'),
    action: text('action'),
    recordType: text('recordType'),
    recordId: text('recordId'),
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query for a filter: empty filters are left out. */
export function auditQueryOf(filter: AuditFilter): URLSearchParams {
  return listQueryOf(filter, auditFilterKeys, AUDIT_PAGE_SIZE)
}
