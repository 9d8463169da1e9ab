import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as bonusesApi from '../../../lib/endpoints/bonuses.ts'
import { useSession } from '../../../lib/use-session.ts'

/** The bonuses page's key for the player's grants: both read the same answer, and a placed free bet refreshes it. */
export const freeBetsQueryKey = ['bonuses', 'grants'] as const

/** The signed-in player's free bets that can be staked now: active, holding their amount. */
export function useFreeBets() {
  const isPlayer = useSession().data?.user?.role === 'player'
  const grants = useQuery({
    queryKey: freeBetsQueryKey,
    queryFn: ({ signal }) => api(bonusesApi.grants, { signal }),
    enabled: isPlayer,
    meta: { showsOwnError: true },
  })
  return (grants.data?.active ?? []).flatMap((grant) =>
    grant.terms.reward.kind === 'free_bet' && grant.balance > 0
      ? [{ grant, minOdds: grant.terms.reward.minOdds }]
      : [],
  )
}
