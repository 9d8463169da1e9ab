import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from '../../lib/i18n.ts'
import type { RealtimeEvent } from '../../lib/realtime.ts'
import { notify } from '../../lib/toast.ts'
import { useRealtime } from '../../lib/use-realtime.ts'
import { walletBalanceQueryKey } from '../../lib/wallet-balance.ts'
import { cashierQueryKey } from './cashier-api.ts'
import { readUserHint } from './cashier-rules.ts'

/**
 * The signed-in player's own channel: a balance hint refetches the header's balance, a decision on a deposit or
 * withdrawal is told in a toast and refetches the payment history; after a reconnect everything is refetched,
 * since hints may have been missed meanwhile.
 */
export function useCashierNotices() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const hasBeenReady = useRef(false)
  useRealtime('user', (event: RealtimeEvent) => {
    if (event.kind === 'ready') {
      // The first subscription comes with the page, whose queries were just fetched; only a later one (after a
      // reconnect, when hints may have been missed) refetches.
      if (!hasBeenReady.current) {
        hasBeenReady.current = true
        return
      }
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
      void queryClient.invalidateQueries({ queryKey: cashierQueryKey })
      return
    }
    if (event.kind !== 'message') return
    const hint = readUserHint(event.data)
    if (hint?.type === 'balance') {
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
      return
    }
    if (hint?.type !== 'decided') return
    const { request, shown } = hint
    if (shown === 'approved') notify('success', t(`cashier.notices.${request}.approved`))
    else if (shown === 'rejected') notify('error', t(`cashier.notices.${request}.rejected`))
    else notify('info', t(`cashier.notices.${request}.updated`))
    void queryClient.invalidateQueries({ queryKey: cashierQueryKey })
    void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
  })
}
