import type { BonusProduct } from '@khela/contracts/bonuses'
import type { OriginalGame } from '@khela/contracts/originals'
import type { Db } from '../../db/client.ts'
import { type BetBonus, betBonusRules } from '../../lib/bet-bonuses.ts'
import type { PlayerAccounts } from '../wallet/find-player-accounts.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'

/** Crash counts as its own product in a bonus's terms; every other Original as `originals`. */
export const bonusProductOf = (game: OriginalGame): BonusProduct => (game === 'crash' ? 'crash' : 'originals')

/**
 * Before the bet's row: when the accounts the bet read show bonus money (a player without any pays nothing more),
 * locks the player's cash row so its balance is current, then takes the bonus side of the stake (lib/bet-bonuses.ts:
 * the shortfall of cash from the grant that expires first, and the wagering fed). Null: cash pays it all.
 */
export async function splitBetStake(
  tx: Db,
  bet: { userId: string; game: OriginalGame; stake: number; accounts: PlayerAccounts },
): Promise<BetBonus | null> {
  if (!bet.accounts.hasBonusFunds) return null
  const locked = await lockPlayerAccounts(tx, bet.userId)
  if (!locked) throw new Error(`player ${bet.userId} lost their wallet during a bet`)
  return betBonusRules().take(tx, {
    userId: bet.userId,
    currency: locked.currency,
    stake: bet.stake,
    cashBalance: locked.balances.player_cash,
    product: bonusProductOf(bet.game),
  })
}
