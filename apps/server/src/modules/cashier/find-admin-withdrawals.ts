import {
  type AdminWithdrawalPage,
  type AdminWithdrawalRow,
  type adminCashierQuery,
  withdrawalStatuses,
} from '@khela/contracts/cashier'
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { withdrawalRequests } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { toWithdrawalRequest, type WithdrawalRow } from './to-withdrawal-request.ts'

const firstApprover = alias(users, 'first_approver')
const decider = alias(users, 'decider')

const columns = {
  withdrawal: withdrawalRequests,
  player: { id: users.id, name: users.name, email: users.email, phone: playerProfiles.phone },
  firstApproverName: firstApprover.name,
  deciderName: decider.name,
}

type Row = {
  withdrawal: WithdrawalRow
  player: { id: string; name: string; email: string; phone: string | null }
  firstApproverName: string | null
  deciderName: string | null
}

function toAdminWithdrawalRow(row: Row): AdminWithdrawalRow {
  const { withdrawal } = row
  return {
    ...toWithdrawalRequest(withdrawal),
    player: row.player,
    decidedBy: withdrawal.decidedBy ? (row.deciderName ?? withdrawal.decidedBy) : null,
    needsTwoApprovals: withdrawal.needsTwoApprovals,
    firstApproval:
      withdrawal.firstApprovedBy && withdrawal.firstApprovedAt
        ? {
            staffId: withdrawal.firstApprovedBy,
            staffName: row.firstApproverName ?? '',
            at: withdrawal.firstApprovedAt.toISOString(),
          }
        : null,
  }
}

function selectRows(db: Pick<Db, 'select'>) {
  return db
    .select(columns)
    .from(withdrawalRequests)
    .innerJoin(users, eq(users.id, withdrawalRequests.userId))
    .leftJoin(playerProfiles, eq(playerProfiles.userId, withdrawalRequests.userId))
    .leftJoin(firstApprover, eq(firstApprover.id, withdrawalRequests.firstApprovedBy))
    .leftJoin(decider, eq(decider.id, withdrawalRequests.decidedBy))
}

/**
 * Withdraw History: newest first; the search matches part of the player's name, email or phone or the receiver
 * account; `from` and `to` are calendar days in the operator's time zone, both included.
 */
export async function findAdminWithdrawals(
  db: Db,
  query: z.output<typeof adminCashierQuery>,
): Promise<AdminWithdrawalPage> {
  const { timeZone } = await findSiteSettings(db)
  const conditions: SQL[] = []
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
    const matches = or(
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ilike(playerProfiles.phone, pattern),
      ilike(withdrawalRequests.receiverAccount, pattern),
    )
    if (matches) conditions.push(matches)
  }
  if (query.status) {
    const status = withdrawalStatuses.find((candidate) => candidate === query.status)
    if (!status) throw new AppError('VALIDATION_FAILED', { fields: { status: 'INVALID_CHOICE' } })
    conditions.push(eq(withdrawalRequests.status, status))
  }
  if (query.method) conditions.push(eq(withdrawalRequests.methodCode, query.method))
  const days = isWithinDays(withdrawalRequests.createdAt, query.from, query.to, timeZone)
  if (days) conditions.push(days)
  const where = and(...conditions)
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(withdrawalRequests)
      .innerJoin(users, eq(users.id, withdrawalRequests.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, withdrawalRequests.userId))
      .where(where),
  ])
  return {
    items: rows.map(toAdminWithdrawalRow),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** One withdrawal as the back office sees it, or null. */
export async function findAdminWithdrawal(
  db: Pick<Db, 'select'>,
  id: string,
): Promise<AdminWithdrawalRow | null> {
  const [row] = await selectRows(db).where(eq(withdrawalRequests.id, id))
  return row ? toAdminWithdrawalRow(row) : null
}
