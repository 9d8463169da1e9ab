import type { ChannelName } from '@khela/contracts/realtime'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { type RealtimeListener, realtime } from './realtime.ts'
import { sessionQueryKey } from './use-session.ts'

/**
 * Listens on a realtime channel while the component is mounted and `isEnabled` (a signed-in user, say). When the
 * server says the session is gone (refused UNAUTHENTICATED, or the session revoked), the session is fetched again,
 * so the header shows who is really signed in and the channel's users stop listening.
 */
export function useRealtime(channel: ChannelName, listener: RealtimeListener, isEnabled = true) {
  const queryClient = useQueryClient()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => {
    if (!isEnabled) return
    return realtime.subscribe(channel, (event) => {
      if (event.kind === 'refused' && event.code === 'UNAUTHENTICATED') {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
      }
      latest.current(event)
    })
  }, [channel, isEnabled, queryClient])
}
