import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'

export const profileQueryKey = ['accounts', 'profile'] as const

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) => api(accountsApi.profile, { signal })

/** The signed-in player's profile; only asked for once a session exists, since visitors get a 401. */
export function useProfile({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: getProfile,
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}
