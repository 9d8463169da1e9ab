import type { passwordChange } from '@khela/contracts/accounts'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'

export type PasswordChangeInput = z.output<typeof passwordChange>

export const changePassword = (change: PasswordChangeInput) =>
  api(accountsApi.changePassword, { body: change })

/** Changes the password; the server ends the player's other sessions and keeps this one. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { showsOwnError: true } })
}
