import type { BetResult, BetView, PublicGameRules } from '@khela/contracts/originals'
import { useIdempotentAttempt } from '../../../lib/idempotent-attempt.ts'
import { type InstantBetInput, settleDemoInstantBet } from './demo-play.ts'
import { demoSeeds } from './demo-seeds.ts'
import { demoWallet } from './demo-wallet.ts'
import { useBalanceAfterBet } from './use-balance-after-bet.ts'
import type { GameMode } from './use-game-mode.ts'

/**
 * Places one Dice, Limbo or Heads Tails bet. Real money: sent under an Idempotency-Key kept until it succeeds, so a
 * retry after a lost answer is never charged twice, and the header balance follows the answer. Demo: the play-money
 * wallet pays and the browser settles it from the demo seeds; nothing is sent.
 */
export function useInstantBet<Bet extends InstantBetInput>(
  mode: GameMode,
  rules: PublicGameRules,
  send: (input: Bet['input'], idempotencyKey: string) => Promise<BetResult>,
) {
  const sendOnce = useIdempotentAttempt(send)
  const afterBet = useBalanceAfterBet()
  return async (bet: Bet): Promise<BetView> => {
    if (mode === 'demo') {
      demoWallet.debit(bet.input.stake)
      const settled = await settleDemoInstantBet(bet, rules.edgeBps, await demoSeeds.takeNonce())
      if (settled.payout > 0) demoWallet.credit(settled.payout)
      demoWallet.recordBet(settled)
      return settled
    }
    const result = await sendOnce(bet.input)
    afterBet(result)
    return result.bet
  }
}
