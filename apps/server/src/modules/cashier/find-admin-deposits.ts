import type { AdminDepositPage, AdminDepositRow, adminCashierQuery } from '@khela/contracts/cashier'
import { depositStatuses } from '@khela/contracts/cashier'
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { depositRequests } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { toDepositRequest } from './to-deposit-request.ts'

const deciders = alias(users, 'deciders')

const columns = {
  deposit: depositRequests,
  player: { id: users.id, name: users.name, email: users.email, phone: playerProfiles.phone },
  decidedBy: deciders.name,
}

/**
 * Deposit History: newest first, paged. The search matches part of the player's name, email or phone, or of the
 * transaction id; `from` and `to` are calendar days in the operator's time zone, both included.
 */
export async function findAdminDeposits(
  db: Db,
  query: z.output<typeof adminCashierQuery>,
): Promise<AdminDepositPage> {
  const { timeZone } = await findSiteSettings(db)
  const where = and(...filtersOf(query, timeZone))
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(depositRequests)
      .innerJoin(users, eq(users.id, depositRequests.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, depositRequests.userId))
      .where(where),
  ])
  return {
    items: rows.map(toAdminDepositRow),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** One deposit as Deposit History shows it, or null. */
export async function findAdminDeposit(db: Db, depositId: string): Promise<AdminDepositRow | null> {
  const [row] = await selectRows(db).where(eq(depositRequests.id, depositId))
  return row ? toAdminDepositRow(row) : null
}

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(depositRequests)
    .innerJoin(users, eq(users.id, depositRequests.userId))
    .leftJoin(playerProfiles, eq(playerProfiles.userId, depositRequests.userId))
    .leftJoin(deciders, eq(deciders.id, depositRequests.decidedBy))
    .$dynamic()
}

type Row = {
  deposit: typeof depositRequests.$inferSelect
  player: { id: string; name: string; email: string; phone: string | null }
  decidedBy: string | null
}

function toAdminDepositRow(row: Row): AdminDepositRow {
  return { ...toDepositRequest(row.deposit), player: row.player, decidedBy: row.decidedBy }
}

function filtersOf(query: z.output<typeof adminCashierQuery>, timeZone: string): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = []
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
    filters.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(playerProfiles.phone, pattern),
        ilike(depositRequests.uniqueValue, pattern),
      ),
    )
  }
  if (query.status) {
    const status = depositStatuses.find((candidate) => candidate === query.status)
    if (!status) throw new AppError('VALIDATION_FAILED', { fields: { status: 'INVALID_CHOICE' } })
    filters.push(eq(depositRequests.status, status))
  }
  if (query.method) filters.push(eq(depositRequests.methodCode, query.method))
  filters.push(isWithinDays(depositRequests.createdAt, query.from, query.to, timeZone))
  return filters
}
