import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export const sendVerificationEmail = () =>
  apiRequest<undefined>('/api/accounts/verify-email', { method: 'POST', body: {} })

/** Sends a fresh confirmation link to the player's email; failures raise the shared error toast. */
export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail })
}
