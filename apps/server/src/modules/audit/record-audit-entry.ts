import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema/audit.ts'

export type AuditEntry = {
  actorId: string | null
  action: string
  recordType: string
  recordId: string
  before?: unknown
  after?: unknown
  ipAddress?: string | null
}

/** Appends one entry; pass the transaction that makes the change, so the entry exists exactly when it does. */
export async function recordAuditEntry(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: entry.ipAddress ?? null,
  })
}
