import { type LiveChange, liveChange, sportsbookLiveChannel } from '@khela/contracts/sportsbook-live'
import { useRef, useState } from 'react'
import { useRealtime } from '../../../lib/use-realtime.ts'
import { createCoalescedRefetch } from './coalesced-refetch.ts'

/**
 * Reads again when the live channel says something changed that `isWanted`, coalesced so a burst of balls makes
 * one read in flight and one after it. A re-made subscription (a reconnect, when changes may have been missed)
 * reads again too; the first one only confirms the subscription the page's own first read came with.
 */
export function useLiveRefetch(
  refetch: () => Promise<unknown>,
  isWanted: (change: LiveChange) => boolean,
  isEnabled = true,
) {
  const latest = useRef({ refetch, isWanted })
  latest.current = { refetch, isWanted }
  const [request] = useState(() => createCoalescedRefetch(() => latest.current.refetch()))
  const hasBeenReady = useRef(false)
  useRealtime(
    sportsbookLiveChannel,
    (event) => {
      if (event.kind === 'ready') {
        if (hasBeenReady.current) request()
        hasBeenReady.current = true
        return
      }
      if (event.kind !== 'message') return
      const parsed = liveChange.safeParse(event.data)
      if (parsed.success && latest.current.isWanted(parsed.data)) request()
    },
    isEnabled,
  )
}
