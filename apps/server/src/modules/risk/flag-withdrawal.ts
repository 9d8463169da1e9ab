import type { WithdrawalRequest } from '@khela/contracts/cashier'
import type { Db } from '../../db/client.ts'
import { sumPlayerBets } from '../originals/sum-player-bets.ts'
import { findRiskSettings } from './find-risk-settings.ts'
import { raiseRiskFlag } from './raise-risk-flag.ts'

/**
 * The risk checks of a new withdrawal request, run after its transaction has committed: above the threshold
 * (`large_withdrawal`, BDT only), and soon after the last completed deposit in its currency with little play
 * since (`quick_withdrawal`: within `withinHours` of the deposit's completion, stakes below `minStakePercent` % of
 * it; every bet since counts but refunded ones). The cashier hands in how to find that deposit, since it calls
 * this and risk may not call back into it.
 */
export async function flagWithdrawal(
  db: Db,
  withdrawal: {
    userId: string
    request: WithdrawalRequest
    lastCompletedDeposit: () => Promise<{ id: string; amount: number; completedAt: Date | null } | null>
  },
) {
  const { userId, request } = withdrawal
  const settings = await findRiskSettings(db)
  const money = { amount: request.amount, currency: request.currency }
  const about = { userId, recordType: 'withdrawal_request', recordId: request.id } as const
  if (request.currency === 'BDT' && request.amount > settings.withdrawalAbove)
    await raiseRiskFlag(db, {
      ...about,
      kind: 'large_withdrawal',
      subject: request.id,
      details: { ...money, threshold: settings.withdrawalAbove, methodName: request.methodName },
    })

  const deposit = await withdrawal.lastCompletedDeposit()
  if (!deposit?.completedAt) return
  const { withinHours, minStakePercent } = settings.quickWithdrawal
  const minutesAfterDeposit = Math.floor(
    (Date.parse(request.createdAt) - deposit.completedAt.getTime()) / 60_000,
  )
  if (minutesAfterDeposit > withinHours * 60) return
  const { stakes: stakesSinceDeposit } = await sumPlayerBets(db, userId, deposit.completedAt, {
    currency: request.currency,
    isSinceIncluded: true,
  })
  if (stakesSinceDeposit * 100 >= deposit.amount * minStakePercent) return
  await raiseRiskFlag(db, {
    ...about,
    kind: 'quick_withdrawal',
    subject: request.id,
    details: {
      ...money,
      depositId: deposit.id,
      depositAmount: deposit.amount,
      depositCompletedAt: deposit.completedAt.toISOString(),
      minutesAfterDeposit: Math.max(0, minutesAfterDeposit),
      stakesSinceDeposit,
      withinHours,
      minStakePercent,
    },
  })
}
