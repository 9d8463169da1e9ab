import { useQuery } from '@tanstack/react-query'
import { api } from './endpoint.ts'
import * as bonusesApi from './endpoints/bonuses.ts'
import { useSession } from './use-session.ts'

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
