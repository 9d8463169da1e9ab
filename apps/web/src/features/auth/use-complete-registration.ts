import type { registrationCompletion } from '@khela/contracts/accounts'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'

export type Completion = z.output<typeof registrationCompletion>

export const completeRegistration = (completion: Completion) =>
  api(accountsApi.completeRegistration, { body: completion })

/** Gives a player who signed up with Google what registration asks beyond email and password. */
export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration, meta: { showsOwnError: true } })
}
