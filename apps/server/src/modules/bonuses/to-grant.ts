import type { Grant } from '@khela/contracts/bonuses'
import type { bonusGrants } from '../../db/schema/bonuses.ts'

type GrantRow = typeof bonusGrants.$inferSelect

/**
 * A grant as the API shows it, with what its account holds now (`balance`), the seconds it has left and, for free
 * spins, its spins.
 */
export function toGrant(
  row: GrantRow,
  balance: number,
  now: Date,
  freeSpins: Grant['freeSpins'] = null,
): Grant {
  const isActive = row.status === 'active'
  return {
    id: row.id,
    userId: row.userId,
    campaignId: row.campaignId,
    currency: row.currency,
    status: row.status,
    amount: row.amount,
    balance,
    wageringRequired: row.wageringRequired,
    wagered: row.wagered,
    convertedAmount: row.convertedAmount,
    forfeitedAmount: row.forfeitedAmount,
    forfeitReason: row.forfeitReason,
    terms: row.terms,
    depositId: row.depositId,
    promoCode: row.promoCode,
    expiresAt: row.expiresAt.toISOString(),
    secondsLeft: isActive ? Math.max(0, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    freeSpins,
  }
}
