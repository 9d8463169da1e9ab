import type { PaymentMethod } from '@khela/contracts/cashier'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { toPaymentMethod } from './find-payment-method.ts'
import {
  codeTakenIfDuplicate,
  type PaymentMethodValues,
  paymentMethodColumns,
} from './payment-method-values.ts'

/**
 * Replaces a method's settings, audited with before and after in the same transaction. Methods are never
 * deleted (requests point at them): the operator turns deposits and withdrawals off instead. The code is fixed
 * once the method exists (CODE_FIXED): its clearing account is keyed by it. Requests already made keep the
 * method's name as it was.
 */
export async function updatePaymentMethod(
  db: Db,
  change: { staff: SessionUser; methodId: string; method: PaymentMethodValues; ipAddress: string | null },
): Promise<PaymentMethod> {
  if (!isUuid(change.methodId)) throw new AppError('NOT_FOUND')
  return db
    .transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, change.methodId))
        .for('update')
      if (!locked) throw new AppError('NOT_FOUND')
      // The method's clearing account is keyed by its code: a new code would split the account in two.
      if (paymentMethodColumns(change.method).code !== locked.code)
        throw new AppError('VALIDATION_FAILED', { fields: { code: 'CODE_FIXED' } })
      const before = toPaymentMethod(locked)
      const [row] = await tx
        .update(paymentMethods)
        .set({ ...paymentMethodColumns(change.method), updatedAt: new Date() })
        .where(eq(paymentMethods.id, change.methodId))
        .returning()
      if (!row) throw new Error('updated payment method vanished')
      const after = toPaymentMethod(row)
      await recordAuditEntry(tx, {
        actorId: change.staff.id,
        action: 'payment_method.update',
        recordType: 'payment_method',
        recordId: row.id,
        before,
        after,
        ipAddress: change.ipAddress,
      })
      return after
    })
    .catch((error: unknown) => {
      throw codeTakenIfDuplicate(error)
    })
}
