import type { AuditFacets } from '@khela/contracts/audit'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

/**
 * The distinct actions and record types in the log, sorted, for the Audit Log's filter lists. Each is a walk
 * down its index (`audit_log_action_created_at_idx`, `audit_log_record_idx`) from one value to the next, so the
 * cost grows with the number of distinct values, not with the log.
 */
export async function findAuditFacets(db: Db): Promise<AuditFacets> {
  const [actions, recordTypes] = await Promise.all([
    db.execute(sql`
      WITH RECURSIVE found(value) AS (
        SELECT min(action) FROM audit_log
        UNION ALL
        SELECT (SELECT min(action) FROM audit_log WHERE action > found.value) FROM found WHERE found.value IS NOT NULL
      )
      SELECT value FROM found WHERE value IS NOT NULL`),
    db.execute(sql`
      WITH RECURSIVE found(value) AS (
        SELECT min(record_type) FROM audit_log
        UNION ALL
        SELECT (SELECT min(record_type) FROM audit_log WHERE record_type > found.value)
          FROM found WHERE found.value IS NOT NULL
      )
      SELECT value FROM found WHERE value IS NOT NULL`),
  ])
  return { actions: valuesOf(actions), recordTypes: valuesOf(recordTypes) }
}

function valuesOf(result: unknown): string[] {
  return (result as { rows: { value: string }[] }).rows.map((row) => row.value)
}
