import { isStaffRole } from '@khela/contracts/roles'
import type { CurrentSession } from '@khela/contracts/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as accountsApi from '../../../lib/endpoints/accounts.ts'
import { fetchSession, sessionQueryKey } from '../../../lib/use-session.ts'

/** The credentials were right but belong to a player (or partner): told apart, since they are not wrong. */
export class NotStaffError extends Error {}

/**
 * Signs in with email and password, then checks the role: a session that is not staff is signed out at
 * once, so a player's credentials never leave a session behind on the back-office sign-in.
 */
export function useStaffSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      await api(accountsApi.signIn, { body: { method: 'email', ...credentials } })
      const session = await fetchSession()
      if (session.user && isStaffRole(session.user.role)) return session
      await api(accountsApi.signOut, { body: {} })
      throw new NotStaffError()
    },
    onSuccess: (session) => queryClient.setQueryData<CurrentSession>(sessionQueryKey, session),
    onError: () => queryClient.setQueryData<CurrentSession>(sessionQueryKey, { user: null }),
    // The page says what went wrong in words for this sign-in; the generic toast would contradict it.
    meta: { showsOwnError: true },
  })
}
