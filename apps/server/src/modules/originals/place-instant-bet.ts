import { diceOutcome, headsTailsOutcome, limboOutcome } from '@khela/contracts/fairness-games'
import {
  type BetResult,
  betPayout,
  type DiceBetInput,
  type DiceDetails,
  type HeadsTailsBetInput,
  type HeadsTailsDetails,
  type LimboBetInput,
  type LimboDetails,
} from '@khela/contracts/originals'
import type { Db } from '../../db/client.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { betIdempotency, drawSeededBet } from './draw-seeded-bet.ts'
import { payBetWin } from './pay-bet-win.ts'
import { splitBetStake } from './split-bet-stake.ts'
import { convertMetGrant, takeBetStake } from './take-bet-stake.ts'
import { toBetView } from './to-bet-view.ts'

/** The one-shot games: settled the moment they are placed. */
export type InstantBet =
  | { game: 'dice'; input: DiceBetInput }
  | { game: 'limbo'; input: LimboBetInput }
  | { game: 'heads_tails'; input: HeadsTailsBetInput }

/**
 * A Dice, Limbo or Heads Tails bet, in one transaction: the seed pair's next nonce, the outcome from the contracts'
 * fairness functions with the pair's edge, the payout (at most the published maximum per bet), the bet row, the stake (refused with INSUFFICIENT_FUNDS in the same
 * statement as the debit; a player's bonus money covers a shortfall of cash, split-bet-stake.ts) and, when it wins,
 * the payout in the stake's cash / bonus proportion; a grant whose wagering the stake met converts last. The Idempotency-Key makes a replay return the first answer
 * and charge nothing.
 */
export async function placeInstantBet(
  db: Db,
  request: { userId: string; idempotencyKey: string; bet: InstantBet },
): Promise<{ response: BetResult; isReplay: boolean }> {
  const { userId, bet } = request
  const idempotency = betIdempotency(userId, request.idempotencyKey, { game: bet.game, ...bet.input })
  return runIdempotentRequest(db, idempotency, async (tx) => {
    const stake = bet.input.stake
    const draw = await drawSeededBet(tx, { userId, game: bet.game, stake, floatCount: 1 })
    const { multiplier, details } = outcomeOf(bet, draw.floats, draw.edgeBps)
    const payout = multiplier > 0 ? betPayout(stake, multiplier, draw.maxPayout) : 0
    const bonus = await splitBetStake(tx, { userId, game: bet.game, stake, accounts: draw.accounts })
    const [row] = await tx
      .insert(gameBets)
      .values({
        userId,
        game: bet.game,
        currency: draw.accounts.currency,
        stake,
        payout,
        multiplier,
        status: multiplier > 0 ? 'won' : 'lost',
        edgeBps: draw.edgeBps,
        maxPayout: draw.maxPayout,
        seedId: draw.seedId,
        nonce: draw.nonce,
        details,
        bonusGrantId: bonus?.grantId ?? null,
        bonusStake: bonus?.bonusStake ?? 0,
        settledAt: new Date(),
      })
      .returning()
    if (!row) throw new Error('bet insert returned no row')
    const money = {
      ...row,
      playerCashAccountId: draw.accounts.ids.player_cash,
      houseAccountId: draw.accounts.houseAccountId,
      isNewBet: true,
    }
    let balance = await takeBetStake(tx, { ...money, bonus })
    if (payout > 0) balance = await payBetWin(tx, money, payout)
    balance += await convertMetGrant(tx, bonus)
    return { bet: toBetView(row), balance }
  })
}

function outcomeOf(
  bet: InstantBet,
  floats: number[],
  edgeBps: number,
): { multiplier: number; details: DiceDetails | LimboDetails | HeadsTailsDetails } {
  switch (bet.game) {
    case 'dice': {
      const { target, direction } = bet.input
      const outcome = diceOutcome(floats, { target, direction }, edgeBps)
      return { multiplier: outcome.multiplier, details: { target, direction, roll: outcome.roll } }
    }
    case 'limbo': {
      const outcome = limboOutcome(floats, bet.input.target, edgeBps)
      return { multiplier: outcome.multiplier, details: { target: bet.input.target, result: outcome.result } }
    }
    case 'heads_tails': {
      const outcome = headsTailsOutcome(floats, bet.input.pick, edgeBps)
      return { multiplier: outcome.multiplier, details: { pick: bet.input.pick, side: outcome.side } }
    }
  }
}
