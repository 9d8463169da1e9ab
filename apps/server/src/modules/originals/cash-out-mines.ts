import { type BetResult, betPayout } from '@khela/contracts/originals'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { findOriginalsSettings } from './find-originals-settings.ts'
import {
  lockMinesGame,
  minesDetailsOf,
  minesLayoutOf,
  minesMultipliers,
  settleMinesGame,
} from './mines-state.ts'
import { moveBetMoney } from './move-bet-money.ts'
import { toBetView } from './to-bet-view.ts'

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
    const payout = betPayout(bet.stake, multiplier, (await findOriginalsSettings(tx)).maxPayoutPerBet)
    const row = await settleMinesGame(tx, bet, {
      status: 'won',
      multiplier,
      payout,
      details: { ...details, layout },
    })
    const balance = await moveBetMoney(tx, 'win', {
      id: bet.id,
      game: bet.game,
      currency: bet.currency,
      playerCashAccountId: accounts.ids.player_cash,
      amount: payout,
    })
    return { bet: toBetView(row), balance }
  })
}
