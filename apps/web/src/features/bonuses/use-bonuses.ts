import type { Currency } from '@khela/contracts/accounts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as bonusesApi from '../../lib/endpoints/bonuses.ts'

/** The offers running now, with terms in both languages (public). */
export function useBonusOffers(currency: Currency) {
  return useQuery({
    queryKey: ['bonuses', 'offers', currency],
    queryFn: ({ signal }) => api(bonusesApi.offers, { query: { currency }, signal }),
    meta: { showsOwnError: true },
  })
}
