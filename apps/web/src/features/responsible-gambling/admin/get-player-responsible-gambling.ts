import type { ResponsibleGamblingState } from '@khela/contracts/responsible-gambling'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

/** A player's limits, pending changes and exclusion, as staff see them (read only). */
export function usePlayerResponsibleGambling(userId: string) {
  return useQuery({
    queryKey: ['admin', 'users', userId, 'responsible-gambling'],
    queryFn: ({ signal }) =>
      apiRequest<ResponsibleGamblingState>(
        `/api/admin/users/${encodeURIComponent(userId)}/responsible-gambling`,
        {
          signal,
        },
      ),
    meta: { showsOwnError: true },
  })
}
