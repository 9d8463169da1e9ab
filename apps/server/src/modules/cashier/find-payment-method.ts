import type { PaymentMethod } from '@khela/contracts/cashier'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'

export type PaymentMethodRow = typeof paymentMethods.$inferSelect

/** One payment method by id, as the contracts describe it, or null (an id that is not a UUID finds nothing). */
export async function findPaymentMethod(db: Db, id: string): Promise<PaymentMethod | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id))
  return row ? toPaymentMethod(row) : null
}

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    code: row.code,
    gateway: row.gateway,
    name: row.name,
    logo: row.logo ?? null,
    brandColor: row.brandColor,
    receivingAccount: row.receivingAccount,
    instructions: row.instructions,
    fields: row.fields,
    presetAmounts: row.presetAmounts,
    depositLimits: { min: row.depositMin, max: row.depositMax },
    withdrawalLimits: { min: row.withdrawalMin, max: row.withdrawalMax },
    isDepositEnabled: row.isDepositEnabled,
    isWithdrawalEnabled: row.isWithdrawalEnabled,
    position: row.position,
    currency: row.currency,
    updatedAt: row.updatedAt.toISOString(),
  }
}
