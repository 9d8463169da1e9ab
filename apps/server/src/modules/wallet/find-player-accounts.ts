import type { Currency } from '@khela/contracts/accounts'
import { grantAccountKind, type PlayerAccountKind, playerAccountKinds } from '@khela/contracts/wallet'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

export type PlayerAccounts = {
  currency: Currency
  ids: Record<PlayerAccountKind, string>
  balances: Record<PlayerAccountKind, number>
  /**
   * Whether a bonus grant's account in the player's currency holds money, as read with the others: a bet reads it
   * in the statement it makes anyway, so a player without bonus money pays no round trip for the bonus rules.
   */
  hasBonusFunds: boolean
}

/**
 * A player's cash, bonus and hold accounts with their stored balances, or null for a user without a wallet
 * (staff, or a Google user who has not completed registration). A player holds one currency, chosen at
 * registration.
 */
export async function findPlayerAccounts(db: Db, userId: string): Promise<PlayerAccounts | null> {
  const rows = await db
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerKind, 'player'), eq(ledgerAccounts.ownerId, userId)))
  return playerAccountsOf(rows, userId)
}

export const accountColumns = {
  id: ledgerAccounts.id,
  kind: ledgerAccounts.kind,
  currency: ledgerAccounts.currency,
  balance: ledgerAccounts.balance,
}

/** A player's accounts from their ledger rows (other rows are passed over); null when they have none. */
export function playerAccountsOf(
  rows: { id: string; kind: string; currency: Currency; balance: number | null }[],
  userId: string,
): PlayerAccounts | null {
  const currency = rows.find((row) => (playerAccountKinds as readonly string[]).includes(row.kind))?.currency
  if (!currency) return null
  const ids = {} as Record<PlayerAccountKind, string>
  const balances = {} as Record<PlayerAccountKind, number>
  for (const kind of playerAccountKinds) {
    const row = rows.find((candidate) => candidate.kind === kind && candidate.currency === currency)
    if (!row) throw new Error(`player ${userId} has no ${kind} account`)
    ids[kind] = row.id
    balances[kind] = row.balance ?? 0
  }
  const hasBonusFunds = rows.some(
    (row) => row.kind === grantAccountKind && row.currency === currency && (row.balance ?? 0) > 0,
  )
  return { currency, ids, balances, hasBonusFunds }
}
