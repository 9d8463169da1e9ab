import { useMutation } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'

export const sendVerificationEmail = () => api(accountsApi.sendVerificationEmail, { body: {} })

/** Sends a fresh confirmation link to the player's email; failures raise the shared error toast. */
export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail })
}
