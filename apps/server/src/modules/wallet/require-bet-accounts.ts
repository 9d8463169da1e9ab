import { and, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'
import { AppError } from '../../lib/app-error.ts'
import { ensureOperatorAccount } from './ensure-operator-account.ts'
import { accountColumns, type PlayerAccounts, playerAccountsOf } from './find-player-accounts.ts'

export type BetAccounts = PlayerAccounts & {
  /** The house account of the player's currency, which takes stakes and pays wins. */
  houseAccountId: string
}

/**
 * The accounts a bet moves money between — the player's and the house's in the player's currency — in one read,
 * since a bet pays for every round trip. NOT_FOUND for a user without a wallet. The house account is opened on
 * the first bet in its currency.
 */
export async function requireBetAccounts(db: Db, userId: string): Promise<BetAccounts> {
  const rows = await db
    .select({ ...accountColumns, ownerKind: ledgerAccounts.ownerKind })
    .from(ledgerAccounts)
    .where(
      or(
        and(eq(ledgerAccounts.ownerKind, 'player'), eq(ledgerAccounts.ownerId, userId)),
        and(
          eq(ledgerAccounts.ownerKind, 'operator'),
          eq(ledgerAccounts.ownerId, ''),
          eq(ledgerAccounts.kind, 'house'),
          eq(ledgerAccounts.code, ''),
        ),
      ),
    )
  const accounts = playerAccountsOf(
    rows.filter((row) => row.ownerKind === 'player'),
    userId,
  )
  if (!accounts) throw new AppError('NOT_FOUND', { internalDetail: `user ${userId} has no wallet` })
  const house = rows.find((row) => row.ownerKind === 'operator' && row.currency === accounts.currency)
  const houseAccountId =
    house?.id ?? (await ensureOperatorAccount(db, { kind: 'house', currency: accounts.currency }))
  return { ...accounts, houseAccountId }
}
