import type { TransferKind } from '@khela/contracts/wallet'
import { desc, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'

export type AccountTransfer = {
  transferId: string
  direction: 'credit' | 'debit'
  kind: TransferKind
  amount: number
  balanceAfter: number | null
  refType: string | null
  refId: string | null
  createdAt: Date
}

/** One account's transfers seen from it (credit adds, debit takes), newest first, at most `limit`. */
export async function findAccountTransfers(
  db: Pick<Db, 'select'>,
  accountId: string,
  limit: number,
): Promise<AccountTransfer[]> {
  const rows = await db
    .select()
    .from(ledgerTransfers)
    .where(or(eq(ledgerTransfers.debitAccountId, accountId), eq(ledgerTransfers.creditAccountId, accountId)))
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
    .limit(limit)
  return rows.map((row) => {
    const isCredit = row.creditAccountId === accountId
    return {
      transferId: row.id,
      direction: isCredit ? 'credit' : 'debit',
      kind: row.kind,
      amount: row.amount,
      balanceAfter: isCredit ? row.creditBalanceAfter : row.debitBalanceAfter,
      refType: row.refType,
      refId: row.refId,
      createdAt: row.createdAt,
    }
  })
}
