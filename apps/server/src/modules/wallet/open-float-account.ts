import type { Currency } from '@khela/contracts/accounts'
import { floatAccountKind } from '@khela/contracts/wallet'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'

/**
 * Opens the float account of an agent network's node at zero (decision 0016): a stored balance that transfers may
 * take below zero down to minus `creditLimit`, and a CHECK forbids any further, whoever writes it.
 */
export async function openFloatAccount(
  db: Pick<Db, 'insert'>,
  float: { nodeId: string; currency: Currency; creditLimit: number },
): Promise<string> {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({
      ownerKind: 'partner',
      ownerId: float.nodeId,
      currency: float.currency,
      kind: floatAccountKind,
      balance: 0,
      creditLimit: float.creditLimit,
    })
    .returning({ id: ledgerAccounts.id })
  if (!row) throw new Error(`float account for ${float.nodeId} not opened`)
  return row.id
}
