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
