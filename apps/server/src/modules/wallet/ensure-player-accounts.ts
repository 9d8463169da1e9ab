import type { Currency } from '@khela/contracts/accounts'
import { playerAccountKinds } from '@khela/contracts/wallet'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

/**
 * Opens a player's cash, bonus and withdrawal-hold accounts at zero in their currency; accounts that exist
 * already are left as they are. Registration calls it in the transaction that stores the player's profile.
 */
export async function ensurePlayerAccounts(db: Pick<Db, 'insert'>, userId: string, currency: Currency) {
  await db
    .insert(ledgerAccounts)
    .values(
      playerAccountKinds.map((kind) => ({
        ownerKind: 'player' as const,
        ownerId: userId,
        currency,
        kind,
        balance: 0,
      })),
    )
    .onConflictDoNothing()
}
