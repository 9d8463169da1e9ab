import type { PaymentMethod } from '@khela/contracts/cashier'
import type { SessionUser } from '@khela/contracts/session'
import type { Db } from '../../db/client.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { toPaymentMethod } from './find-payment-method.ts'
import {
  codeTakenIfDuplicate,
  type PaymentMethodValues,
  paymentMethodColumns,
} from './payment-method-values.ts'

/** Adds a payment method (Settings → Banking), audited in the same transaction; a taken code is SLUG_TAKEN. */
export async function createPaymentMethod(
  db: Db,
  change: { staff: SessionUser; method: PaymentMethodValues; ipAddress: string | null },
): Promise<PaymentMethod> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx.insert(paymentMethods).values(paymentMethodColumns(change.method)).returning()
      if (!row) throw new Error('payment method insert returned no row')
      const after = toPaymentMethod(row)
      await recordAuditEntry(tx, {
        actorId: change.staff.id,
        action: 'payment_method.create',
        recordType: 'payment_method',
        recordId: row.id,
        after,
        ipAddress: change.ipAddress,
      })
      return after
    })
    .catch((error: unknown) => {
      throw codeTakenIfDuplicate(error)
    })
}
