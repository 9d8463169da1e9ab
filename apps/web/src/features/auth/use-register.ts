import type { registrationInput, signedIn } from '@khela/contracts/accounts'
import type { CurrentSession } from '@khela/contracts/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../lib/api.ts'
import { realtime } from '../../lib/realtime.ts'
import { sessionQueryKey } from '../../lib/use-session.ts'

export type Registration = z.output<typeof registrationInput>

export const register = (registration: Registration) =>
  apiRequest<z.infer<typeof signedIn>>('/api/accounts/register', { method: 'POST', body: registration })

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
