import type { Currency } from '@khela/contracts/accounts'
import type { OperatorAccountKind } from '@khela/contracts/wallet'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

/**
 * The id of one of the operator's own accounts (house, adjustments, or the clearing account of a payment method
 * or game provider `code`), opened on first use. Its balance is derived from the transfers, never stored.
 */
export async function ensureOperatorAccount(
  db: Db,
  account: { kind: OperatorAccountKind; currency: Currency; code?: string },
): Promise<string> {
  const code = account.code ?? ''
  const where = and(
    eq(ledgerAccounts.ownerKind, 'operator'),
    eq(ledgerAccounts.ownerId, ''),
    eq(ledgerAccounts.currency, account.currency),
    eq(ledgerAccounts.kind, account.kind),
    eq(ledgerAccounts.code, code),
  )
  const [existing] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where)
  if (existing) return existing.id
  await db
    .insert(ledgerAccounts)
    .values({ ownerKind: 'operator', currency: account.currency, kind: account.kind, code })
    .onConflictDoNothing()
  const [created] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where)
  if (!created) throw new Error(`operator account ${account.kind} ${account.currency} ${code} not created`)
  return created.id
}

/**
 * The id of an operator account that exists, as an SQL expression (null until `ensureOperatorAccount` opens it),
 * for a caller that reads it in a statement of its own: `currency` and `code` are the statement's placeholders,
 * e.g. `$7`.
 */
export const operatorAccountIdSql = (kind: OperatorAccountKind, currency: string, code: string) =>
  `(SELECT a.id FROM ledger_accounts a WHERE a.owner_kind = 'operator' AND a.owner_id = '' AND a.kind = '${kind}'
    AND a.currency = ${currency} AND a.code = ${code})`
