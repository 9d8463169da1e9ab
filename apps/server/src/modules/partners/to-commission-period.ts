import type { CommissionPeriod } from '@khela/contracts/commissions'
import { desc, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { commissionPeriods, commissionStatements } from '../../db/schema/commissions.ts'

/** Closed periods (those `where` picks, newest first) with their statements' count and what they paid. */
export async function toCommissionPeriods(
  db: Pick<Db, 'select'>,
  where?: SQL,
  limit = 100,
): Promise<CommissionPeriod[]> {
  const periods = await db
    .select()
    .from(commissionPeriods)
    .where(where)
    .orderBy(desc(commissionPeriods.endsOn))
    .limit(limit)
  if (periods.length === 0) return []
  const totals = await db
    .select({
      periodId: commissionStatements.periodId,
      currency: commissionStatements.currency,
      statements: sql<number>`count(*)::int`,
      paid: sql<string>`sum(${commissionStatements.paid})::text`,
    })
    .from(commissionStatements)
    .where(
      sql`${commissionStatements.periodId} = ANY(${sql.param(periods.map((period) => period.id))}::uuid[])`,
    )
    .groupBy(commissionStatements.periodId, commissionStatements.currency)
  return periods.map((period) => {
    const mine = totals.filter((total) => total.periodId === period.id)
    return {
      id: period.id,
      cadence: period.cadence,
      startsOn: period.startsOn,
      endsOn: period.endsOn,
      statements: mine.reduce((sum, total) => sum + total.statements, 0),
      paid: mine.map((total) => ({ currency: total.currency, amount: Number(total.paid) })),
      closedBy: period.closedBy,
      closedAt: period.closedAt.toISOString(),
    }
  })
}
