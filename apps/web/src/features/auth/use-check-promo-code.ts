import { useMutation } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'

export const checkPromoCode = (code: string) =>
  api(accountsApi.checkPromoCode, { params: { code: code.trim().toUpperCase() } })

/** APPLY on the registration form: whether a promo code is valid, unknown or expired right now. */
export function useCheckPromoCode() {
  return useMutation({ mutationFn: checkPromoCode, meta: { showsOwnError: true } })
}
