import type { signInInput } from '@khela/contracts/accounts'
import type { CurrentSession } from '@khela/contracts/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'
import { realtime } from '../../lib/realtime.ts'
import { sessionQueryKey } from '../../lib/use-session.ts'

export type SignIn = z.output<typeof signInInput>

export const signIn = (credentials: SignIn) => api(accountsApi.signIn, { body: credentials })

/** Signs a player in by email or phone; the response carries the player, so the session is set directly. */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<CurrentSession>(sessionQueryKey, { user })
      // An open socket still carries the visitor's session; the player's own channel needs theirs.
      realtime.reconnect()
    },
    meta: { showsOwnError: true },
  })
}
