import type { Currency } from '@khela/contracts/accounts'
import type { BonusProduct } from '@khela/contracts/bonuses'
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import type { BetBonus } from '../../lib/bet-bonuses.ts'
import { lockGrantAccounts } from '../wallet/lock-grant-accounts.ts'

/**
 * The bonus side of a bet, inside its transaction, with the player's cash row locked (`cashBalance` current): the
 * grant the bet feeds is the player's active grant in the bet's currency that expires first among those holding
 * money (an emptied grant can pay nothing and win nothing back). Lock order as every grant ending: the grant rows,
 * then their accounts. Cash pays first; the grant covers only the shortfall (INSUFFICIENT_FUNDS when it cannot).
 * The whole stake, cash included, adds the product's contribution percent (rounded down) to the grant's `wagered`
 * — for the sportsbook only when the bet settles (feed-settled-bet.ts). Free bets are never in play: only their own
 * sportsbook bet stakes them (take-free-bet.ts). Null when no grant holds money: nothing is fed, cash pays alone.
 */
export async function takeBetBonus(
  tx: Db,
  bet: {
    userId: string
    currency: Currency
    stake: number
    cashBalance: number
    product: BonusProduct
    isWageredAtSettlement?: boolean
  },
): Promise<BetBonus | null> {
  const grants = await tx
    .select({
      id: bonusGrants.id,
      ledgerAccountId: bonusGrants.ledgerAccountId,
      terms: bonusGrants.terms,
    })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.userId, bet.userId),
        eq(bonusGrants.currency, bet.currency),
        eq(bonusGrants.status, 'active'),
        gt(bonusGrants.expiresAt, sql`now()`),
        ne(sql`${bonusGrants.terms} #>> '{reward,kind}'`, 'free_bet'),
      ),
    )
    .orderBy(asc(bonusGrants.expiresAt), asc(bonusGrants.id))
    .for('update')
  const balances = await lockGrantAccounts(
    tx,
    grants.map((grant) => grant.ledgerAccountId),
  )
  const grant = grants.find((candidate) => (balances.get(candidate.ledgerAccountId) ?? 0) > 0)
  const bonusStake = Math.max(0, bet.stake - bet.cashBalance)
  if (!grant) {
    if (bonusStake > 0) throw new AppError('INSUFFICIENT_FUNDS')
    return null
  }
  const grantBalance = balances.get(grant.ledgerAccountId) ?? 0
  if (bonusStake > grantBalance) throw new AppError('INSUFFICIENT_FUNDS')
  const taken = { grantId: grant.id, grantAccountId: grant.ledgerAccountId, bonusStake, grantBalance }
  if (bet.isWageredAtSettlement) return { ...taken, isWageringMet: false, wageringFed: 0 }
  const contribution = Math.floor((bet.stake * grant.terms.wagering.contributions[bet.product]) / 100)
  const [fed] = await tx
    .update(bonusGrants)
    .set({ wagered: sql`${bonusGrants.wagered} + ${contribution}` })
    .where(eq(bonusGrants.id, grant.id))
    .returning({ wagered: bonusGrants.wagered, wageringRequired: bonusGrants.wageringRequired })
  if (!fed) throw new Error(`grant ${grant.id} vanished under its lock`)
  return { ...taken, isWageringMet: fed.wagered >= fed.wageringRequired, wageringFed: contribution }
}
