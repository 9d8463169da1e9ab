import type { BetResult } from '@khela/contracts/originals'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { lockMinesGame, minesDetailsOf, minesLayoutOf, minesMultipliers } from './mines-state.ts'
import { payMinesWin } from './pay-mines-win.ts'

/**
 * Cashes out the player's open Mines game at the multiplier of the safe tiles revealed so far (at least one, else
 * CONFLICT; the payout at most the published maximum per bet) and shows the layout. The row is locked and the status changes only from open, so two cash-outs at
 * once pay once: the second is BET_SETTLED.
 */
export async function cashOutMines(db: Db, request: { userId: string; betId: string }): Promise<BetResult> {
  return runMoneyTransaction(db, async (tx) => {
    const bet = await lockMinesGame(tx, request.userId, request.betId)
    const details = minesDetailsOf(bet)
    if (details.revealed.length === 0)
      throw new AppError('CONFLICT', { internalDetail: `mines bet ${bet.id}: cash-out before any tile` })
    const accounts = await requirePlayerAccounts(tx, request.userId)
    const layout = await minesLayoutOf(tx, bet, details.mines)
    const { currentMultiplier: multiplier } = minesMultipliers(
      details.mines,
      details.revealed.length,
      bet.edgeBps,
    )
    return payMinesWin(tx, bet, {
      multiplier,
      details: { ...details, layout },
      playerCashAccountId: accounts.ids.player_cash,
    })
  })
}
