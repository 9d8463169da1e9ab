import { type RefObject, useEffect, useRef, useState } from 'react'
import { type CrashView, crashViewAt } from './crash-clock.ts'
import type { CrashRound } from './crash-round.ts'

export type CrashFrameListener = (view: CrashView) => void

/**
 * The round's view, computed once per animation frame and handed to whoever draws it (the curve, the multiplier,
 * the cash-out buttons' payouts), who write to the DOM themselves: nothing re-renders per frame.
 */
export interface CrashFrames {
  subscribe: (listener: CrashFrameListener) => () => void
  /** The view of the latest frame (null before the first). */
  current: () => CrashView | null
}

export function createCrashFrames() {
  const listeners = new Set<CrashFrameListener>()
  let latest: CrashView | null = null
  return {
    subscribe(listener: CrashFrameListener) {
      listeners.add(listener)
      if (latest) listener(latest)
      return () => {
        listeners.delete(listener)
      }
    },
    current: () => latest,
    publish(view: CrashView) {
      latest = view
      for (const listener of listeners) listener(view)
    },
  }
}

/** One requestAnimationFrame loop for the page, from the round shown and the server clock's offset. */
export function useCrashFrames(round: CrashRound | null, clockOffset: RefObject<number | null>): CrashFrames {
  const [frames] = useState(createCrashFrames)
  const shown = useRef(round)
  shown.current = round
  useEffect(() => {
    let frame = requestAnimationFrame(function draw() {
      const current = shown.current
      if (current) frames.publish(crashViewAt(current, Date.now() + (clockOffset.current ?? 0)))
      frame = requestAnimationFrame(draw)
    })
    return () => cancelAnimationFrame(frame)
  }, [frames, clockOffset])
  return frames
}
