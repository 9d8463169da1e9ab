import { type BetResult, betPayout, type MinesDetails } from '@khela/contracts/originals'
import type { Db } from '../../db/client.ts'
import { settleMinesGame } from './mines-state.ts'
import { payBetWin } from './pay-bet-win.ts'
import { type GameBetRow, toBetView } from './to-bet-view.ts'

/**
 * Ends an open Mines game won at `multiplier` (a cash-out, or the last safe tile found) and pays the stake times
 * it, capped at the maximum per bet in force when the game was started (kept on the bet). Called with the game's row locked, in the money transaction.
 */
export async function payMinesWin(
  tx: Db,
  bet: GameBetRow,
  win: { multiplier: number; details: MinesDetails; playerCashAccountId: string },
): Promise<BetResult> {
  const payout = betPayout(bet.stake, win.multiplier, bet.maxPayout)
  const row = await settleMinesGame(tx, bet, {
    status: 'won',
    multiplier: win.multiplier,
    payout,
    details: win.details,
  })
  const balance = await payBetWin(tx, { ...bet, playerCashAccountId: win.playerCashAccountId }, payout)
  return { bet: toBetView(row), balance }
}
