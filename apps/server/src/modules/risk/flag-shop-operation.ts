import type { Db } from '../../db/client.ts'
import { findRiskSettings } from './find-risk-settings.ts'
import { raiseRiskFlag } from './raise-risk-flag.ts'

/**
 * The risk check of cash moved at an agent's shop, after it committed: a deposit taken above the operator's deposit
 * threshold raises `large_deposit`, a withdrawal paid out above the withdrawal threshold `large_withdrawal`, on the
 * player, naming the shop (BDT only: the thresholds are taka). A shop's operations are the agent network's own, so
 * staff see them beside the site's cashier requests.
 */
export async function flagShopOperation(
  db: Db,
  operation: {
    kind: 'deposit' | 'payout'
    /** The shop deposit's or payout's id: one flag per operation. */
    id: string
    userId: string
    amount: number
    currency: string
    shopName: string
  },
) {
  const settings = await findRiskSettings(db)
  const threshold = operation.kind === 'deposit' ? settings.depositAbove : settings.withdrawalAbove
  if (operation.currency !== 'BDT' || operation.amount <= threshold) return
  await raiseRiskFlag(db, {
    kind: operation.kind === 'deposit' ? 'large_deposit' : 'large_withdrawal',
    subject: `agent-shop:${operation.id}`,
    userId: operation.userId,
    details: {
      amount: operation.amount,
      currency: operation.currency,
      threshold,
      methodName: operation.shopName,
    },
  })
}
