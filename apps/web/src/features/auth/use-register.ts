import type { registrationInput } from '@khela/contracts/accounts'
import type { CurrentSession } from '@khela/contracts/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'
import { realtime } from '../../lib/realtime.ts'
import { sessionQueryKey } from '../../lib/use-session.ts'

export type Registration = z.output<typeof registrationInput>

export const register = (registration: Registration) => api(accountsApi.register, { body: registration })

/** Creates the account; the response carries the new player, so the session is set without a refetch. */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<CurrentSession>(sessionQueryKey, { user })
      // An open socket still carries the visitor's session; the player's own channel needs theirs.
      realtime.reconnect()
    },
    meta: { showsOwnError: true },
  })
}
