import { shopWithdrawalInput } from '@khela/contracts/agents'
import { z } from 'zod'
import { parseTaka } from '../../lib/taka.ts'

/** The shop withdrawal form's values, by the API's names; the amount as typed, in taka. */
export interface ShopWithdrawalValues {
  shopId: string
  amount: string
}

export const shopWithdrawalFields = ['shopId', 'amount'] as const

/** The first shop chosen, nothing typed. */
export function shopWithdrawalValues(shops: readonly { id: string }[]): ShopWithdrawalValues {
  return { shopId: shops[0]?.id ?? '', amount: '' }
}

/**
 * The resolver: the taka read as poisha (nothing typed is REQUIRED, text that is no amount AMOUNT_NOT_A_NUMBER),
 * then the request the contract takes, which has the last word (at least one poisha, a shop chosen).
 */
export const shopWithdrawalForm = z
  .object({ shopId: z.string(), amount: z.string() })
  .superRefine((typed, context) => {
    const problem =
      typed.amount.trim() === ''
        ? 'REQUIRED'
        : parseTaka(typed.amount) === null
          ? 'AMOUNT_NOT_A_NUMBER'
          : null
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['amount'] })
  })
  .transform((typed) => ({ shopId: typed.shopId, amount: parseTaka(typed.amount) }))
  .pipe(shopWithdrawalInput)
