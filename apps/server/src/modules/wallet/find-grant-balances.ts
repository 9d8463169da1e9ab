import { grantAccountKind } from '@khela/contracts/wallet'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

/** What sits on each of these bonus grants' accounts now (a plain read, no lock). */
export async function findGrantBalances(
  db: Pick<Db, 'select'>,
  accountIds: string[],
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map()
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, accountIds), eq(ledgerAccounts.kind, grantAccountKind)))
  return new Map(rows.map((row) => [row.id, row.balance ?? 0]))
}
