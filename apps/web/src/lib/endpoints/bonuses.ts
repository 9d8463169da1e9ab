import type { Country, Currency } from '@khela/contracts/accounts'
import type { availableOffers, forfeitWarning, myGrants, PromoCheck } from '@khela/contracts/bonuses'
import type { z } from 'zod'
import { endpoint } from '../endpoint.ts'

export type ForfeitWarning = z.infer<typeof forfeitWarning>

export const offers = endpoint<{
  query: { currency?: Currency }
  response: z.infer<typeof availableOffers>
}>()('GET', '/api/bonuses/offers')
export const promoCheck = endpoint<{
  query: { code: string; currency?: Currency; country?: Country }
  response: PromoCheck
}>()('GET', '/api/bonuses/promo-check')
export const grants = endpoint<{ response: z.infer<typeof myGrants> }>()('GET', '/api/bonuses/grants')
export const withdrawalWarning = endpoint<{ response: ForfeitWarning }>()(
  'GET',
  '/api/bonuses/withdrawal-warning',
)
