import type { Country, Currency } from '@khela/contracts/accounts'
import type { PromoCheck, PromoRefusal } from '@khela/contracts/bonuses'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'
import * as bonusesApi from '../../lib/endpoints/bonuses.ts'

/** What APPLY checks: the code with the currency and country chosen on the form, which decide what applies. */
export interface PromoQuery {
  code: string
  currency?: Currency
  country?: Country
}

/**
 * A bonus campaign's answer (what it gives, or the specific reason not); a code no campaign holds may still be one
 * of registration's own codes, which carry no bonus of their own: those are valid, unknown or expired.
 */
export type PromoAnswer =
  | { isValid: true; offer: Extract<PromoCheck, { isValid: true }>['offer'] | null }
  | { isValid: false; reason: PromoRefusal }

export async function checkPromoCode({ code, currency, country }: PromoQuery): Promise<PromoAnswer> {
  const typed = code.trim().toUpperCase()
  const campaignCheck = await api(bonusesApi.promoCheck, { query: { code: typed, currency, country } })
  if (campaignCheck.isValid || campaignCheck.reason !== 'unknown') return campaignCheck
  const { status } = await api(accountsApi.checkPromoCode, { params: { code: typed } })
  if (status === 'valid') return { isValid: true, offer: null }
  return { isValid: false, reason: status }
}

/** APPLY on the registration form: what a promo code gives or why it does not apply. */
export function useCheckPromoCode() {
  return useMutation({ mutationFn: checkPromoCode, meta: { showsOwnError: true } })
}
