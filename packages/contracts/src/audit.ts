import { z } from 'zod'
import { dateRangeFilter, withDateRangeInOrder } from './date-range.ts'
import { role } from './session.ts'

/**
 * The back office's Audit Log: every entry `recordAuditEntry` wrote, read only. There is no contract for a change
 * because there is no route for one; a trigger refuses UPDATE, DELETE and TRUNCATE on `audit_log`.
 */

/** Actions are dotted lower-case codes (`user.ban`, `wallet.adjustment.credit`); record types snake_case tables. */
const actionCode = z
  .string()
  .trim()
  .max(100, 'TEXT_TOO_LONG')
  .regex(/^[a-z][a-z0-9_.]*$/, 'INVALID_CHOICE')
const recordTypeCode = z
  .string()
  .trim()
  .max(100, 'TEXT_TOO_LONG')
  .regex(/^[a-z][a-z0-9_]*$/, 'INVALID_CHOICE')

/** `GET /api/admin/audit` filters; `from` and `to` are calendar days in the operator's time zone, both included. */
export const adminAuditQuery = withDateRangeInOrder(
  z.object({
    /** A user's id (exact) or a fragment of their name or email. */
    actor: z.string().trim().max(100, 'TEXT_TOO_LONG').optional(),
    /** One action exactly, as `GET /api/admin/audit/facets` lists them. */
    action: actionCode.optional(),
    recordType: recordTypeCode.optional(),
    /** The record's id exactly (a user id, a deposit id, a category number). */
    recordId: z.string().trim().max(200, 'TEXT_TOO_LONG').optional(),
    ...dateRangeFilter,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
)
export type AdminAuditQuery = z.input<typeof adminAuditQuery>

/** Who acted. Name, email and role are null only if the account's row is gone (accounts are anonymised, not deleted). */
export const auditActor = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: role.nullable(),
})
export type AuditActor = z.infer<typeof auditActor>

export const auditEntry = z.object({
  id: z.string(),
  /** Null when the system acted on its own (a scheduled job). */
  actor: auditActor.nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** The audited values as the module wrote them (JSON); null when there was nothing before or after. */
  before: z.unknown(),
  after: z.unknown(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type AuditEntry = z.infer<typeof auditEntry>

export const auditPage = z.object({
  items: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AuditPage = z.infer<typeof auditPage>

/** `GET /api/admin/audit/facets`: the actions and record types the log holds, sorted, for the filters' lists. */
export const auditFacets = z.object({
  actions: z.array(z.string()),
  recordTypes: z.array(z.string()),
})
export type AuditFacets = z.infer<typeof auditFacets>
