import type { Profile, registrationCompletion } from '@khela/contracts/accounts'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../lib/api.ts'

export type Completion = z.output<typeof registrationCompletion>

export const completeRegistration = (completion: Completion) =>
  apiRequest<Profile>('/api/accounts/complete-registration', { method: 'POST', body: completion })

/** Gives a player who signed up with Google what registration asks beyond email and password. */
export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration, meta: { showsOwnError: true } })
}
