import type { CashierMethods, PaymentMethod } from '@khela/contracts/cashier'
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { toPaymentMethod } from './find-payment-method.ts'

/** Every method, enabled or not, in position order: Settings → Banking. */
export async function findPaymentMethods(db: Db): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.code))
  return rows.map(toPaymentMethod)
}

/**
 * The methods a player may use, in position order: those enabled for deposits and those enabled for
 * withdrawals, in the player's currency only.
 */
export async function findCashierMethods(db: Db, currency: string): Promise<CashierMethods> {
  const methods = (await findPaymentMethods(db))
    .filter((method) => method.currency === currency)
    .map(({ updatedAt: _updatedAt, ...method }) => method)
  return {
    deposit: methods.filter((method) => method.isDepositEnabled),
    withdrawal: methods.filter((method) => method.isWithdrawalEnabled),
  }
}
