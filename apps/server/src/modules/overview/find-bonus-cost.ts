import type { Currency } from '@khela/contracts/accounts'
import { and, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts'
import { dayOf, isWithinDays } from '../../lib/zoned-days.ts'

/**
 * What bonuses cost per currency and day in `timeZone`, read from the ledger's `bonus_cost` accounts: what left
 * them (grants given, cashback paid as cash) less what came back (forfeits, expiries, a conversion's excess).
 * Converted grants and grant money lost in play never come back, so they stay in the cost.
 */
export async function findBonusCost(
  db: Pick<Db, 'select'>,
  period: { from: string; to: string; timeZone: string },
): Promise<{ currency: Currency; day: string; cost: number }[]> {
  const day = dayOf(ledgerTransfers.createdAt, period.timeZone)
  const rows = await db
    .select({
      currency: ledgerTransfers.currency,
      day,
      cost: sql<string>`sum(CASE WHEN ${ledgerTransfers.debitAccountId} = ${ledgerAccounts.id}
        THEN ${ledgerTransfers.amount} ELSE -${ledgerTransfers.amount} END)::text`,
    })
    .from(ledgerAccounts)
    .innerJoin(
      ledgerTransfers,
      or(
        eq(ledgerTransfers.debitAccountId, ledgerAccounts.id),
        eq(ledgerTransfers.creditAccountId, ledgerAccounts.id),
      ),
    )
    .where(
      and(
        eq(ledgerAccounts.kind, 'bonus_cost'),
        isWithinDays(ledgerTransfers.createdAt, period.from, period.to, period.timeZone),
      ),
    )
    .groupBy(ledgerTransfers.currency, day)
  return rows.map((row) => ({ currency: row.currency, day: row.day, cost: Number(row.cost) }))
}
