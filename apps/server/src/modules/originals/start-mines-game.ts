import type { BetResult, MinesDetails, MinesStartInput } from '@khela/contracts/originals'
import type { Db } from '../../db/client.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { betIdempotency, drawSeededBet } from './draw-seeded-bet.ts'
import { findOpenMinesGame } from './find-current-mines-game.ts'
import { minesMultipliers } from './mines-state.ts'
import { splitBetStake } from './split-bet-stake.ts'
import { convertMetGrant, takeBetStake } from './take-bet-stake.ts'
import { toBetView } from './to-bet-view.ts'

/**
 * Opens a Mines game: takes the seed pair's next nonce (which fixes the layout) and the stake, in one transaction.
 * One open game per player (GAME_IN_PROGRESS; a partial unique index settles a race). The layout is not stored: it
 * is recomputed from the seed when a tile is revealed and shown once the game ends.
 */
export async function startMinesGame(
  db: Db,
  request: { userId: string; idempotencyKey: string; input: MinesStartInput },
): Promise<{ response: BetResult; isReplay: boolean }> {
  const { userId, input } = request
  const idempotency = betIdempotency(userId, request.idempotencyKey, { game: 'mines', ...input })
  return runIdempotentRequest(db, idempotency, async (tx) => {
    const draw = await drawSeededBet(tx, { userId, game: 'mines', stake: input.stake, floatCount: 0 })
    // After the seed pair's lock, so a game another request just opened is seen here.
    if (await findOpenMinesGame(tx, userId)) throw new AppError('GAME_IN_PROGRESS')
    const bonus = await splitBetStake(tx, {
      userId,
      game: 'mines',
      stake: input.stake,
      accounts: draw.accounts,
    })
    const details: MinesDetails = {
      mines: input.mines,
      revealed: [],
      hitMine: null,
      layout: null,
      ...minesMultipliers(input.mines, 0, draw.edgeBps),
    }
    const row = await tx
      .insert(gameBets)
      .values({
        userId,
        game: 'mines',
        currency: draw.accounts.currency,
        stake: input.stake,
        edgeBps: draw.edgeBps,
        // The cap of this moment is the game's, whatever the setting when it is cashed out.
        maxPayout: draw.maxPayout,
        seedId: draw.seedId,
        nonce: draw.nonce,
        details,
        bonusGrantId: bonus?.grantId ?? null,
        bonusStake: bonus?.bonusStake ?? 0,
      })
      .returning()
      .then(([inserted]) => inserted)
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'game_bets_one_open_mines_idx')) throw new AppError('GAME_IN_PROGRESS')
        throw error
      })
    if (!row) throw new Error('mines bet insert returned no row')
    const balance = await takeBetStake(tx, {
      ...row,
      playerCashAccountId: draw.accounts.ids.player_cash,
      houseAccountId: draw.accounts.houseAccountId,
      bonus,
    })
    // The stake that meets the wagering converts the grant now; the game's win then pays its bonus share as cash.
    return { bet: toBetView(row), balance: balance + (await convertMetGrant(tx, bonus)) }
  })
}
