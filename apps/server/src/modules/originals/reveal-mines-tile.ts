import { MINES_TILES } from '@khela/contracts/fairness-games'
import type { BetResult, MinesDetails } from '@khela/contracts/originals'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import {
  lockMinesGame,
  minesDetailsOf,
  minesLayoutOf,
  minesMultipliers,
  settleMinesGame,
} from './mines-state.ts'
import { payMinesWin } from './pay-mines-win.ts'
import { toBetView } from './to-bet-view.ts'

/**
 * Reveals one tile of the player's open Mines game, with the game's row locked: a mine ends it lost (layout shown);
 * the last safe tile cashes it out automatically. A tile already revealed changes nothing (a retried request gets
 * the same answer). A game that has ended is BET_SETTLED.
 */
export async function revealMinesTile(
  db: Db,
  request: { userId: string; betId: string; tile: number },
): Promise<BetResult> {
  const { userId, tile } = request
  return runMoneyTransaction(db, async (tx) => {
    const bet = await lockMinesGame(tx, userId, request.betId)
    const accounts = await requirePlayerAccounts(tx, userId)
    const details = minesDetailsOf(bet)
    if (details.revealed.includes(tile))
      return { bet: toBetView(bet), balance: accounts.balances.player_cash }

    const layout = await minesLayoutOf(tx, bet, details.mines)
    if (layout.includes(tile)) {
      const lost: MinesDetails = { ...details, hitMine: tile, layout }
      const row = await settleMinesGame(tx, bet, { status: 'lost', multiplier: 0, payout: 0, details: lost })
      return { bet: toBetView(row), balance: accounts.balances.player_cash }
    }

    const revealed = [...details.revealed, tile]
    const progressed: MinesDetails = {
      ...details,
      revealed,
      ...minesMultipliers(details.mines, revealed.length, bet.edgeBps),
    }
    if (revealed.length < MINES_TILES - details.mines) {
      const [row] = await tx
        .update(gameBets)
        .set({ details: progressed })
        .where(eq(gameBets.id, bet.id))
        .returning()
      if (!row) throw new Error(`mines bet ${bet.id} vanished`)
      return { bet: toBetView(row), balance: accounts.balances.player_cash }
    }

    // Every safe tile found: nothing is left to risk, so the game cashes out at the top multiplier.
    return payMinesWin(tx, bet, {
      multiplier: progressed.currentMultiplier,
      details: { ...progressed, layout },
      playerCashAccountId: accounts.ids.player_cash,
    })
  })
}
