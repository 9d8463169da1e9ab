import type { PromoCodeStatus } from '@khela/contracts/accounts'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export const checkPromoCode = (code: string) =>
  apiRequest<PromoCodeStatus>(`/api/accounts/promo-codes/${encodeURIComponent(code.trim().toUpperCase())}`)

/** APPLY on the registration form: whether a promo code is valid, unknown or expired right now. */
export function useCheckPromoCode() {
  return useMutation({ mutationFn: checkPromoCode, meta: { showsOwnError: true } })
}
