import type { Profile } from '@khela/contracts/accounts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export const profileQueryKey = ['accounts', 'profile'] as const

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Profile>('/api/accounts/profile', { signal })

/** The signed-in player's profile; only asked for once a session exists, since visitors get a 401. */
export function useProfile({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: getProfile,
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}
