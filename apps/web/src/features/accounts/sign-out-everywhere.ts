import type { CurrentSession } from '@khela/contracts/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'
import { sessionQueryKey } from '../../lib/use-session.ts'

export const signOutEverywhere = () => api(accountsApi.signOutEverywhere, { body: {} })

/** Ends every session of the player, this browser's included (the server clears its cookie). */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      queryClient.setQueryData<CurrentSession>(sessionQueryKey, { user: null })
      // Everything cached belonged to the signed-out player.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
    },
  })
}
