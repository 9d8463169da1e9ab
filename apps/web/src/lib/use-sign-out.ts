import type { CurrentSession } from '@khela/contracts/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { holdReads } from './api.ts'
import { api } from './endpoint.ts'
import * as accountsApi from './endpoints/accounts.ts'
import { useTranslation } from './i18n.ts'
import { realtime } from './realtime.ts'
import { notify } from './toast.ts'
import { sessionQueryKey } from './use-session.ts'

/**
 * A request that ends this browser's session (sign out, sign out everywhere), and what follows it: the page
 * shows a visitor, forgets what the player could read and reconnects its socket without the session.
 */
export function useEndSession(request: () => Promise<unknown>, onEnded?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    // A read in flight when the session ends, or sent while it is ending, would come back 401: those in flight
    // are cancelled and new ones held until the end is settled (by then their queries are gone).
    onMutate: async () => {
      const releaseReads = holdReads()
      await queryClient.cancelQueries()
      return { releaseReads }
    },
    mutationFn: request,
    onSuccess: () => {
      queryClient.setQueryData<CurrentSession>(sessionQueryKey, { user: null })
      // Everything cached belonged to the signed-out player.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
      // The socket must not go on carrying the ended session.
      realtime.reconnect()
      onEnded?.()
    },
    onSettled: (_data, _error, _variables, context) => context?.releaseReads(),
  })
}

export function useSignOut() {
  const { t } = useTranslation()
  return useEndSession(
    () => api(accountsApi.signOut, { body: {} }),
    () => notify('success', t('auth.signedOut')),
  )
}
