import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminResponsibleGamblingApi from '../../../lib/endpoints/admin/responsible-gambling.ts'

/** A player's limits, pending changes and exclusion, as staff see them (read only). */
export function usePlayerResponsibleGambling(userId: string) {
  return useQuery({
    queryKey: ['admin', 'users', userId, 'responsible-gambling'],
    queryFn: ({ signal }) => api(adminResponsibleGamblingApi.playerState, { params: { userId }, signal }),
    meta: { showsOwnError: true },
  })
}
