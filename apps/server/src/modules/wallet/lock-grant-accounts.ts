import { grantAccountKind } from '@khela/contracts/wallet'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

/**
 * The balances of bonus grants' accounts, locked for the rest of the caller's transaction (in id order, so two
 * callers never deadlock): what converts or is forfeited cannot change under it. Ids that are not grant accounts
 * are left out.
 */
export async function lockGrantAccounts(tx: Db, accountIds: string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map()
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, accountIds), eq(ledgerAccounts.kind, grantAccountKind)))
    .orderBy(ledgerAccounts.id)
    .for('update')
  return new Map(rows.map((row) => [row.id, row.balance ?? 0]))
}
