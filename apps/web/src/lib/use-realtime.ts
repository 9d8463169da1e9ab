import type { ChannelName } from '@khela/contracts/realtime'
import { useEffect, useRef } from 'react'
import { type RealtimeListener, realtime } from './realtime.ts'

/** Listens on a realtime channel while the component is mounted and `isEnabled` (a signed-in user, say). */
export function useRealtime(channel: ChannelName, listener: RealtimeListener, isEnabled = true) {
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => {
    if (!isEnabled) return
    return realtime.subscribe(channel, (event) => latest.current(event))
  }, [channel, isEnabled])
}
