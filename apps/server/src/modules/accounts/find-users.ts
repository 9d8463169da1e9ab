import type { AdminUserPage, AdminUserRow, adminUserSearch } from '@khela/contracts/admin-users'
import { role as roleSchema } from '@khela/contracts/session'
import { desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  phone: playerProfiles.phone,
  role: users.role,
  isBanned: users.banned,
  banReason: users.banReason,
  createdAt: users.createdAt,
}

type Row = {
  id: string
  email: string
  name: string
  phone: string | null
  role: string
  isBanned: boolean
  banReason: string | null
  createdAt: Date
}

export function toAdminUserRow(row: Row): AdminUserRow {
  const parsedRole = roleSchema.safeParse(row.role)
  return {
    ...row,
    role: parsedRole.success ? parsedRole.data : 'player',
    createdAt: row.createdAt.toISOString(),
  }
}

/** Newest first; the search matches part of the email, name or phone. */
export async function findUsers(db: Db, query: z.output<typeof adminUserSearch>): Promise<AdminUserPage> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null
  const matches = pattern
    ? or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(playerProfiles.phone, pattern))
    : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
      .where(matches)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
      .where(matches),
  ])
  return {
    users: rows.map(toAdminUserRow),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

export async function findUser(db: Pick<Db, 'select'>, userId: string): Promise<AdminUserRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
    .where(eq(users.id, userId))
  return row ? toAdminUserRow(row) : null
}
