import type { paymentMethodInput } from '@khela/contracts/cashier'
import type { z } from 'zod'
import type { paymentMethods } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'

export type PaymentMethodValues = z.output<typeof paymentMethodInput>

/** The columns Settings → Banking writes for one method. */
export function paymentMethodColumns(method: PaymentMethodValues) {
  return {
    code: method.code,
    gateway: method.gateway,
    name: method.name,
    logo: method.logo,
    brandColor: method.brandColor,
    receivingAccount: method.receivingAccount,
    instructions: method.instructions,
    fields: method.fields,
    presetAmounts: method.presetAmounts,
    depositMin: method.depositLimits.min,
    depositMax: method.depositLimits.max,
    withdrawalMin: method.withdrawalLimits.min,
    withdrawalMax: method.withdrawalLimits.max,
    isDepositEnabled: method.isDepositEnabled,
    isWithdrawalEnabled: method.isWithdrawalEnabled,
    position: method.position,
  } satisfies Partial<typeof paymentMethods.$inferInsert>
}

/** CONFLICT with `code: SLUG_TAKEN` when another method has the code (the unique index stopped the write). */
export function codeTakenIfDuplicate(error: unknown): unknown {
  if (!isUniqueViolation(error, 'payment_methods_code_unique')) return error
  return new AppError('CONFLICT', {
    message: 'Another payment method already has this code.',
    fields: { code: 'SLUG_TAKEN' },
  })
}
