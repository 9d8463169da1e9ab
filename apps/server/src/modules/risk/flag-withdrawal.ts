import type { WithdrawalRequest } from '@khela/contracts/cashier'
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { depositRequests } from '../../db/schema/cashier.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { findRiskSettings } from './find-risk-settings.ts'
import { raiseRiskFlag } from './raise-risk-flag.ts'

/**
 * The risk checks of a new withdrawal request, run after its transaction has committed: above the threshold
 * (`large_withdrawal`, BDT only), and soon after the last completed deposit in its currency with little play
 * since (`quick_withdrawal`: within `withinHours` of the deposit's completion, stakes below `minStakePercent` % of
 * it; every bet since counts but refunded ones).
 */
export async function flagWithdrawal(db: Db, withdrawal: { userId: string; request: WithdrawalRequest }) {
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

  const [deposit] = await db
    .select({
      id: depositRequests.id,
      amount: depositRequests.amount,
      completedAt: depositRequests.decidedAt,
    })
    .from(depositRequests)
    .where(
      and(
        eq(depositRequests.userId, userId),
        eq(depositRequests.status, 'completed'),
        eq(depositRequests.currency, request.currency),
      ),
    )
    .orderBy(desc(depositRequests.decidedAt))
    .limit(1)
  if (!deposit?.completedAt) return
  const { withinHours, minStakePercent } = settings.quickWithdrawal
  const minutesAfterDeposit = Math.floor(
    (Date.parse(request.createdAt) - deposit.completedAt.getTime()) / 60_000,
  )
  if (minutesAfterDeposit > withinHours * 60) return
  const [staked] = await db
    .select({ total: sql<string>`coalesce(sum(${gameBets.stake}), 0)` })
    .from(gameBets)
    .where(
      and(
        eq(gameBets.userId, userId),
        eq(gameBets.currency, request.currency),
        gte(gameBets.createdAt, deposit.completedAt),
        ne(gameBets.status, 'refunded'),
      ),
    )
  const stakesSinceDeposit = Number(staked?.total ?? 0)
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
