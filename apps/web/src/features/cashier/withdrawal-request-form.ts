import {
  type AmountLimits,
  amountError,
  type CashierMethod,
  type PaymentGateway,
  receiverAccountPattern,
  type WithdrawalUserType,
  withdrawalInput,
  withdrawalUserTypes,
} from '@khela/contracts/cashier'
import { z } from 'zod'
import { parseTaka } from '../../lib/taka.ts'

/** The withdrawal form's values, by the API's names; the amount as typed, in taka. */
export interface WithdrawalValues {
  methodId: string
  userType: WithdrawalUserType
  receiverAccount: string
  amount: string
}

export const withdrawalFields = ['methodId', 'receiverAccount', 'amount'] as const

export function withdrawalValues(methods: readonly Pick<CashierMethod, 'id'>[]): WithdrawalValues {
  return { methodId: methods[0]?.id ?? '', userType: 'personal', receiverAccount: '', amount: '' }
}

/** Why the payout can't go to this account (REQUIRED, RECEIVER_MOBILE or RECEIVER_ACCOUNT), or null. */
export function receiverAccountProblem(gateway: PaymentGateway, typed: string): string | null {
  const normalised = typed.replace(/\s+/g, '').toUpperCase()
  if (normalised === '') return 'REQUIRED'
  if (receiverAccountPattern(gateway).test(normalised)) return null
  return gateway === 'MOBILE_BANKING' ? 'RECEIVER_MOBILE' : 'RECEIVER_ACCOUNT'
}

/**
 * Why the typed amount can't be withdrawn (REQUIRED, AMOUNT_NOT_A_NUMBER, the method's limits or
 * INSUFFICIENT_FUNDS for more than the cash balance), or null.
 */
export function withdrawalAmountProblem(
  typed: string,
  limits: AmountLimits | undefined,
  cash: number,
): string | null {
  if (typed.trim() === '') return 'REQUIRED'
  const amount = parseTaka(typed)
  if (amount === null || amount === 0) return 'AMOUNT_NOT_A_NUMBER'
  const limitError = limits ? amountError(amount, limits) : null
  if (limitError) return limitError
  return amount > cash ? 'INSUFFICIENT_FUNDS' : null
}

/**
 * The withdrawal form's resolver for the methods offered and the cash there is: the account checked for the
 * method's gateway, the taka read as poisha and held to the method's limits and the balance, then the request the
 * contract takes, which has the last word.
 */
export function withdrawalRequestForm(
  methods: readonly Pick<CashierMethod, 'id' | 'gateway' | 'withdrawalLimits'>[],
  cash: number,
) {
  return z
    .object({
      methodId: z.string(),
      userType: z.enum(withdrawalUserTypes, 'INVALID_CHOICE'),
      receiverAccount: z.string(),
      amount: z.string(),
    })
    .superRefine((typed, context) => {
      const method = methods.find((candidate) => candidate.id === typed.methodId)
      const problems = {
        methodId: method ? null : 'REQUIRED',
        receiverAccount: method ? receiverAccountProblem(method.gateway, typed.receiverAccount) : null,
        amount: withdrawalAmountProblem(typed.amount, method?.withdrawalLimits, cash),
      }
      for (const [field, code] of Object.entries(problems)) {
        if (code) context.addIssue({ code: 'custom', message: code, path: [field] })
      }
    })
    .transform((typed) => ({ ...typed, amount: parseTaka(typed.amount) }))
    .pipe(withdrawalInput)
}
