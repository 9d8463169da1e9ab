import type { Currency } from '@khela/contracts/accounts'
import type { LedgerAccountKind, LedgerOwnerKind } from '@khela/contracts/wallet'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

export type AccountFacts = {
  id: string
  ownerKind: LedgerOwnerKind
  ownerId: string
  kind: LedgerAccountKind
  currency: Currency
}

/**
 * An account's owner, kind and currency never change, so they are kept in memory once read: a transfer then
 * spends its round trips on the balances only. Ids are random UUIDs, so one map serves every database.
 */
const knownAccounts = new Map<string, AccountFacts>()
const maxKnownAccounts = 100_000

export async function findAccountFacts(db: Db, ids: readonly string[]): Promise<Map<string, AccountFacts>> {
  const found = new Map<string, AccountFacts>()
  const missing: string[] = []
  for (const id of ids) {
    const known = knownAccounts.get(id)
    if (known) found.set(id, known)
    else missing.push(id)
  }
  if (missing.length === 0) return found
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      ownerKind: ledgerAccounts.ownerKind,
      ownerId: ledgerAccounts.ownerId,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, missing))
  if (knownAccounts.size + rows.length > maxKnownAccounts) knownAccounts.clear()
  for (const row of rows) {
    knownAccounts.set(row.id, row)
    found.set(row.id, row)
  }
  return found
}
