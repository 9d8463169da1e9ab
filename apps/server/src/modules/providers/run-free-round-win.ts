import type { FreeRoundWinCall } from '@khela/contracts/provider-wallet'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { type FreeRoundWinResult, freeRoundWinPayer } from '../../lib/free-round-wins.ts'
import { findLaunchSession } from './launch-sessions.ts'

/**
 * The wallet API's `free-round-win` for provider `providerCode` (signature already checked): the launch session
 * must be the player's on this provider and game, as for every call, though it may have expired (a spin begun
 * may finish); then bonuses pay the win to the grant through their port (lib/free-round-wins.ts).
 */
export async function runFreeRoundWin(
  db: Db,
  providerCode: string,
  call: FreeRoundWinCall,
): Promise<FreeRoundWinResult> {
  const session = await findLaunchSession(db, call.token)
  if (
    !session ||
    session.providerCode !== providerCode ||
    session.userId !== call.player ||
    session.gameCode !== call.game
  )
    throw new AppError('INVALID_TOKEN')
  if (call.currency !== session.currency) throw new AppError('WRONG_CURRENCY')
  return freeRoundWinPayer()(db, providerCode, call)
}
