import { isUuid } from '@khela/contracts/ids'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cashierSlips } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import type { SlipStore } from './slip-store.ts'

/**
 * A slip's WebP bytes for its owner or staff who decide deposits. Anyone else gets NOT_FOUND, the same answer
 * as for a slip that does not exist, so ids cannot be probed.
 */
export async function readSlip(
  db: Db,
  slips: SlipStore,
  request: { viewer: SessionUser; slipId: string },
): Promise<Buffer> {
  if (!isUuid(request.slipId)) throw new AppError('NOT_FOUND')
  const [slip] = await db.select().from(cashierSlips).where(eq(cashierSlips.id, request.slipId))
  const mayView =
    slip !== undefined &&
    (slip.userId === request.viewer.id || hasPermission(request.viewer.role, 'cashier.decide'))
  if (!slip || !mayView) throw new AppError('NOT_FOUND', { message: 'No such slip.' })
  const bytes = await slips.read(slip.fileKey)
  if (!bytes) throw new AppError('NOT_FOUND', { internalDetail: `slip ${slip.id} has no file` })
  return bytes
}
