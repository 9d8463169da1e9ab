import type { passwordChange } from '@khela/contracts/accounts'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../lib/api.ts'

export type PasswordChangeInput = z.output<typeof passwordChange>

export const changePassword = (change: PasswordChangeInput) =>
  apiRequest<undefined>('/api/accounts/password', { method: 'POST', body: change })

/** Changes the password; the server ends the player's other sessions and keeps this one. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { showsOwnError: true } })
}
