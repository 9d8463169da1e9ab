import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'
import { useEndSession } from '../../lib/use-sign-out.ts'

const signOutEverywhere = () => api(accountsApi.signOutEverywhere, { body: {} })

/** Ends every session of the player, this browser's included (the server clears its cookie). */
export function useSignOutEverywhere() {
  return useEndSession(signOutEverywhere)
}
