import { isUuid } from '@khela/contracts/ids'
import type { AutoCashOutResult } from '@khela/contracts/sportsbook-cash-out-api'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'

/**
 * Sets (or, with null, removes) the offer at which the player's open bet cashes itself out in full
 * (run-auto-cash-outs.ts). A PUT of the amount: sending it again changes nothing. BET_NOT_OPEN once the bet is
 * settled or cashed out.
 */
export async function setAutoCashOut(
  db: Db,
  request: { userId: string; betId: string; amount: number | null },
): Promise<AutoCashOutResult> {
  const betId = request.betId.toLowerCase()
  if (!isUuid(betId)) throw new AppError('NOT_FOUND')
  const mine = and(eq(sportBets.id, betId), eq(sportBets.userId, request.userId))
  // Under the player's cash lock, like their cash-outs: the bet's row is then never held by this update when a
  // cash-out of the same bet asks for it (SKIP LOCKED would take that for a settlement and refuse).
  return db.transaction(async (tx) => {
    await lockPlayerAccounts(tx, request.userId)
    const [updated] = await tx
      .update(sportBets)
      .set({ autoCashOutAt: request.amount })
      .where(and(mine, eq(sportBets.status, 'open')))
      .returning({ id: sportBets.id, autoCashOutAt: sportBets.autoCashOutAt })
    if (updated) return { betId: updated.id, autoCashOutAt: updated.autoCashOutAt }
    const [exists] = await tx.select({ id: sportBets.id }).from(sportBets).where(mine)
    throw new AppError(exists ? 'BET_NOT_OPEN' : 'NOT_FOUND')
  })
}
