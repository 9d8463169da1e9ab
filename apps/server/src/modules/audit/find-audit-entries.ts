import type { AuditEntry, AuditPage, adminAuditQuery } from '@khela/contracts/audit'
import { type Role, roles } from '@khela/contracts/roles'
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { users } from '../../db/schema/auth.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'

const columns = {
  entry: auditLog,
  actor: { name: users.name, email: users.email, role: users.role },
}

/**
 * The Audit Log: newest first, paged. `actor` is a user's id or part of their name or email; `action`, `recordType`
 * and `recordId` match exactly; `from` and `to` are calendar days in `timeZone` (the operator's), both included.
 */
export async function findAuditEntries(
  db: Db,
  query: z.output<typeof adminAuditQuery>,
  timeZone: string,
): Promise<AuditPage> {
  const where = and(...filtersOf(query, timeZone))
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where),
  ])
  return {
    items: rows.map(toAuditEntry),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

type Row = {
  entry: typeof auditLog.$inferSelect
  actor: { name: string; email: string; role: string } | null
}

function toAuditEntry({ entry, actor }: Row): AuditEntry {
  return {
    id: entry.id,
    actor: entry.actorId
      ? {
          id: entry.actorId,
          name: actor?.name ?? null,
          email: actor?.email ?? null,
          role: roleOf(actor?.role),
        }
      : null,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before: entry.before,
    after: entry.after,
    ipAddress: entry.ipAddress,
    createdAt: entry.createdAt.toISOString(),
  }
}

function roleOf(value: string | undefined): Role | null {
  return roles.find((candidate) => candidate === value) ?? null
}

function filtersOf(query: z.output<typeof adminAuditQuery>, timeZone: string): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = []
  if (query.actor) {
    const pattern = `%${query.actor.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
    filters.push(
      or(eq(auditLog.actorId, query.actor), ilike(users.name, pattern), ilike(users.email, pattern)),
    )
  }
  if (query.action) filters.push(eq(auditLog.action, query.action))
  if (query.recordType) filters.push(eq(auditLog.recordType, query.recordType))
  if (query.recordId) filters.push(eq(auditLog.recordId, query.recordId))
  filters.push(isWithinDays(auditLog.createdAt, query.from, query.to, timeZone))
  return filters
}
