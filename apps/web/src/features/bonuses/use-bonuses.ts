import type { Currency } from '@khela/contracts/accounts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as bonusesApi from '../../lib/endpoints/bonuses.ts'
import { useSession } from '../../lib/use-session.ts'

/** The offers running now, with terms in both languages (public). */
export function useBonusOffers(currency: Currency) {
  return useQuery({
    queryKey: ['bonuses', 'offers', currency],
    queryFn: ({ signal }) => api(bonusesApi.offers, { query: { currency }, signal }),
    meta: { showsOwnError: true },
  })
}

/** The signed-in player's grants, active and past; staff have no wallet, so none are asked for them. */
export function useMyGrants() {
  const isPlayer = useSession().data?.user?.role === 'player'
  return useQuery({
    queryKey: ['bonuses', 'grants'],
    queryFn: ({ signal }) => api(bonusesApi.grants, { signal }),
    enabled: isPlayer,
    // A deposit approved or a withdrawal made elsewhere moments ago changes them: read afresh on every visit.
    refetchOnMount: 'always',
    meta: { showsOwnError: true },
  })
}
