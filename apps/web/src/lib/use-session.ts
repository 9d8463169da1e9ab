import { useQuery } from '@tanstack/react-query'
import { api } from './endpoint.ts'
import * as accountsApi from './endpoints/accounts.ts'

export const sessionQueryKey = ['session'] as const

export const fetchSession = ({ signal }: { signal?: AbortSignal } = {}) =>
  api(accountsApi.session, { signal })

/** Who is signed in; `data.user` is null for visitors. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 })
}

/**
 * Whether a player or staff member is signed in, as the page knows it. A query only a session may read is enabled
 * by it, so that in the render where a sign-out has just cleared the session (before the signed-in parts unmount),
 * or on a socket reconnect's refetch after it, the read is not sent only to be refused (401).
 */
export function useIsSignedIn(): boolean {
  return Boolean(useSession().data?.user)
}
