import type { Currency } from '@khela/contracts/accounts'
import { grantAccountKind } from '@khela/contracts/wallet'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

/**
 * Opens the ledger account of one bonus grant at zero: a player account of its own (kind `bonus_grant`, the grant's
 * id as its code), so bonus money never mixes with cash (design brief §3.8) and each grant's balance is its own.
 */
export async function openGrantAccount(
  db: Pick<Db, 'insert'>,
  grant: { userId: string; currency: Currency; grantId: string },
): Promise<string> {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({
      ownerKind: 'player',
      ownerId: grant.userId,
      currency: grant.currency,
      kind: grantAccountKind,
      code: grant.grantId,
      balance: 0,
    })
    .returning({ id: ledgerAccounts.id })
  if (!row) throw new Error(`grant account for ${grant.grantId} not opened`)
  return row.id
}
