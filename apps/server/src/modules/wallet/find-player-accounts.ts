import type { Currency } from '@khela/contracts/accounts'
import { type PlayerAccountKind, playerAccountKinds } from '@khela/contracts/wallet'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

export type PlayerAccounts = {
  currency: Currency
  ids: Record<PlayerAccountKind, string>
  balances: Record<PlayerAccountKind, number>
}

/**
 * A player's cash, bonus and hold accounts with their stored balances, or null for a user without a wallet
 * (staff, or a Google user who has not completed registration). A player holds one currency, chosen at
 * registration.
 */
export async function findPlayerAccounts(db: Db, userId: string): Promise<PlayerAccounts | null> {
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerKind, 'player'), eq(ledgerAccounts.ownerId, userId)))
  const currency = rows[0]?.currency
  if (!currency) return null
  const ids = {} as Record<PlayerAccountKind, string>
  const balances = {} as Record<PlayerAccountKind, number>
  for (const kind of playerAccountKinds) {
    const row = rows.find((candidate) => candidate.kind === kind && candidate.currency === currency)
    if (!row) throw new Error(`player ${userId} has no ${kind} account`)
    ids[kind] = row.id
    balances[kind] = row.balance ?? 0
  }
  return { currency, ids, balances }
}
