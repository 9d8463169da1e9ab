import type { CurrentSession } from '@khela/contracts/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from './endpoint.ts'
import * as accountsApi from './endpoints/accounts.ts'
import { useTranslation } from './i18n.ts'
import { realtime } from './realtime.ts'
import { notify } from './toast.ts'
import { sessionQueryKey } from './use-session.ts'

export function useSignOut() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    // A read still in flight when the session ends would come back 401 and be mistaken for a session
    // ended elsewhere: it is cancelled before the sign-out is sent.
    onMutate: () => queryClient.cancelQueries(),
    mutationFn: () => api(accountsApi.signOut, { body: {} }),
    onSuccess: () => {
      queryClient.setQueryData<CurrentSession>(sessionQueryKey, { user: null })
      // Everything cached belonged to the signed-out player.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
      // The socket must not go on carrying the ended session.
      realtime.reconnect()
      notify('success', t('auth.signedOut'))
    },
  })
}
