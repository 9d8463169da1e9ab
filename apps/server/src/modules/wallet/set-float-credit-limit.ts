import { floatAccountKind } from '@khela/contracts/wallet'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * Changes how far below zero a float may go. A limit smaller than what the float already owes is refused
 * (FLOAT_LIMIT_REACHED) by the same conditional update that sets it, under the account's row lock.
 */
export async function setFloatCreditLimit(
  db: Pick<Db, 'update'>,
  float: { accountId: string; creditLimit: number },
): Promise<void> {
  const [row] = await db
    .update(ledgerAccounts)
    .set({ creditLimit: float.creditLimit })
    .where(
      and(
        eq(ledgerAccounts.id, float.accountId),
        eq(ledgerAccounts.kind, floatAccountKind),
        gte(sql`${ledgerAccounts.balance} + ${float.creditLimit}`, 0),
      ),
    )
    .returning({ id: ledgerAccounts.id })
  if (!row) throw new AppError('FLOAT_LIMIT_REACHED')
}
