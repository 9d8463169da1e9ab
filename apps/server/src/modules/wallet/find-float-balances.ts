import { floatAccountKind } from '@khela/contracts/wallet'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

export type FloatBalance = { balance: number; creditLimit: number }

/** Each float account's balance and credit limit, by account id (absent ids are left out). */
export async function findFloatBalances(
  db: Pick<Db, 'select'>,
  accountIds: readonly string[],
): Promise<Map<string, FloatBalance>> {
  if (accountIds.length === 0) return new Map()
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      creditLimit: ledgerAccounts.creditLimit,
    })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, [...accountIds]), eq(ledgerAccounts.kind, floatAccountKind)))
  return new Map(
    rows.map((row) => [row.id, { balance: row.balance ?? 0, creditLimit: row.creditLimit ?? 0 }]),
  )
}
