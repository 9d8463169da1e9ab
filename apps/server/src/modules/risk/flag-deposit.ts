import type { DepositRequest } from '@khela/contracts/cashier'
import { normalisedSenderAccount, senderAccountFieldKeys } from '@khela/contracts/risk'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { senderAccounts } from '../../db/schema/risk.ts'
import { findRiskSettings } from './find-risk-settings.ts'
import { raiseRiskFlag, raiseSharedRiskFlag } from './raise-risk-flag.ts'

/**
 * The risk checks of a new deposit request, run after its transaction has committed: above the threshold
 * (`large_deposit`, BDT only: the thresholds are taka), and its sender account number used by another player
 * too (`shared_sender_account`). The request is the player's whether or not this works: see `runRiskCheck`.
 */
export async function flagDeposit(db: Db, deposit: { userId: string; request: DepositRequest }) {
  const { userId, request } = deposit
  const settings = await findRiskSettings(db)
  if (request.currency === 'BDT' && request.amount > settings.depositAbove)
    await raiseRiskFlag(db, {
      kind: 'large_deposit',
      subject: request.id,
      userId,
      recordType: 'deposit_request',
      recordId: request.id,
      details: {
        amount: request.amount,
        currency: request.currency,
        threshold: settings.depositAbove,
        methodName: request.methodName,
      },
    })

  const sender = request.inputs.find((input) => senderAccountFieldKeys.includes(input.key))
  const senderAccount = sender ? normalisedSenderAccount(sender.value) : ''
  if (senderAccount === '') return
  await db
    .insert(senderAccounts)
    .values({ senderAccount, userId, firstDepositId: request.id })
    .onConflictDoNothing()
  const sharers = await db
    .select({ userId: senderAccounts.userId, depositId: senderAccounts.firstDepositId })
    .from(senderAccounts)
    .where(eq(senderAccounts.senderAccount, senderAccount))
    .orderBy(asc(senderAccounts.firstSeenAt), asc(senderAccounts.userId))
  await raiseSharedRiskFlag(db, {
    kind: 'shared_sender_account',
    subject: senderAccount,
    userId,
    userIds: [userId, ...sharers.map((sharer) => sharer.userId).filter((id) => id !== userId)],
    details: { senderAccount, depositIds: sharers.map((sharer) => sharer.depositId) },
  })
}
