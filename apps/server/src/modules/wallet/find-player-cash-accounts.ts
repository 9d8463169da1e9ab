import type { Currency } from '@khela/contracts/accounts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

/**
 * Many players' cash accounts in one query, for work that pays a batch of them (sportsbook settlement); nothing
 * is locked: the transfer that credits one updates its row. Keyed by `playerCashKey`.
 */
export async function findPlayerCashAccounts(
  db: Pick<Db, 'select'>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ id: ledgerAccounts.id, ownerId: ledgerAccounts.ownerId, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.kind, 'player_cash'),
        inArray(ledgerAccounts.ownerId, [...userIds]),
      ),
    )
  return new Map(rows.map((row) => [playerCashKey(row.ownerId, row.currency), row.id]))
}

export function playerCashKey(userId: string, currency: Currency): string {
  return `${userId}:${currency}`
}
