import { type OverviewPayment, overviewTableSize } from '@khela/contracts/overview'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { depositRequests, withdrawalRequests } from '../../db/schema/cashier.ts'

/** User Payments: the latest deposits and withdrawals together, newest first, whatever their status. */
export async function findLatestPayments(db: Db): Promise<OverviewPayment[]> {
  const player = { id: users.id, name: users.name, email: users.email }
  const [deposits, withdrawals] = await Promise.all([
    db
      .select({ request: depositRequests, player })
      .from(depositRequests)
      .innerJoin(users, eq(users.id, depositRequests.userId))
      .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
      .limit(overviewTableSize),
    db
      .select({ request: withdrawalRequests, player })
      .from(withdrawalRequests)
      .innerJoin(users, eq(users.id, withdrawalRequests.userId))
      .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id))
      .limit(overviewTableSize),
  ])
  const payments: OverviewPayment[] = [
    ...deposits.map(({ request, player }) => ({
      kind: 'deposit' as const,
      ...paymentFields(request, player),
      status: request.status,
    })),
    ...withdrawals.map(({ request, player }) => ({
      kind: 'withdrawal' as const,
      ...paymentFields(request, player),
      status: request.status,
    })),
  ]
  return payments
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .slice(0, overviewTableSize)
}

function paymentFields(
  request: typeof depositRequests.$inferSelect | typeof withdrawalRequests.$inferSelect,
  player: OverviewPayment['player'],
) {
  return {
    id: request.id,
    player,
    methodName: request.methodName,
    gateway: request.gateway,
    amount: request.amount,
    currency: request.currency,
    createdAt: request.createdAt.toISOString(),
  }
}
