import type { UploadedSlip } from '@khela/contracts/cashier'
import type { Db } from '../../db/client.ts'
import { cashierSlips } from '../../db/schema/cashier.ts'
import type { SlipStore } from './slip-store.ts'

/** Where a slip is served: to its owner and cashier staff only. */
export function slipUrl(slipId: string): string {
  return `/api/cashier/slips/${slipId}`
}

/**
 * Keeps a player's deposit screenshot (checked by its bytes and re-encoded) and gives it an id for the deposit to
 * name. Until a deposit uses it, it is just the player's upload.
 */
export async function storeSlip(
  db: Db,
  slips: SlipStore,
  upload: { userId: string; bytes: Buffer },
): Promise<UploadedSlip> {
  const file = await slips.store(upload.bytes)
  const [row] = await db
    .insert(cashierSlips)
    .values({ userId: upload.userId, ...file })
    .returning({ id: cashierSlips.id })
  if (!row) throw new Error('slip insert returned no row')
  return { id: row.id, url: slipUrl(row.id) }
}
