import type { adminRiskFlagQuery, RiskFlagPage } from '@khela/contracts/risk'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { riskFlags } from '../../db/schema/risk.ts'
import { toRiskFlags } from './to-risk-flag.ts'

/**
 * The Risk list: newest first, paged; open flags unless asked otherwise. `player` is a user's id or part of their
 * name or email and matches any player a flag concerns.
 */
export async function findRiskFlags(
  db: Db,
  query: z.output<typeof adminRiskFlagQuery>,
): Promise<RiskFlagPage> {
  const where = and(...filtersOf(query))
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(riskFlags)
      .where(where)
      .orderBy(desc(riskFlags.createdAt), desc(riskFlags.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(riskFlags).where(where),
  ])
  return {
    items: await toRiskFlags(db, rows),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

function filtersOf(query: z.output<typeof adminRiskFlagQuery>): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = []
  if (query.status !== 'all') filters.push(eq(riskFlags.status, query.status))
  if (query.kind) filters.push(eq(riskFlags.kind, query.kind))
  if (query.player) {
    const pattern = `%${query.player.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
    filters.push(
      sql`exists (select 1 from ${users} where ${users.id} = any(${riskFlags.userIds}) and (${users.id} = ${query.player} or ${users.name} ilike ${pattern} or ${users.email} ilike ${pattern}))`,
    )
  }
  return filters
}
