import { type CrashEvent, crashChannel, crashEvent } from '@khela/contracts/originals'
import { type RefObject, useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { api } from '../../../lib/endpoint.ts'
import * as originalsApi from '../../../lib/endpoints/originals.ts'
import { useRealtime } from '../../../lib/use-realtime.ts'
import { nextClockOffset, offsetFromAnswer } from './crash-clock.ts'
import { type CrashRound, crashRoundReducer } from './crash-round.ts'

type TickEvent = Extract<CrashEvent, { type: 'tick' }>

export interface CrashRoundFeed {
  round: CrashRound | null
  /** The state could not be fetched (and nothing is shown yet). */
  isError: boolean
  /** Server time minus this browser's (ms); read by the animation, never a reason to render. */
  clockOffset: RefObject<number | null>
  /** The latest tick, for settling demo auto cash-outs at the server's multiplier. */
  lastTick: RefObject<TickEvent | null>
}

/** A new round's state is fetched within this, at a random moment, so thousands of pages do not ask at once. */
export const newRoundRefetchJitterMs = 1_000

/**
 * The shared Crash round as every player sees it: the state from `GET /api/originals/crash/state`, fetched on each
 * (re)subscription to `public:crash`, then kept current by the channel's events. A new round's event is shown at
 * once; its state (bets, history) is fetched after a random 0–1 s, spreading every page's request over a second. Ticks only
 * correct the clock: the animation computes the multiplier itself between them, so nothing re-renders per tick.
 */
export function useCrashRound(): CrashRoundFeed {
  const [round, dispatch] = useReducer(crashRoundReducer, null)
  const [isError, setIsError] = useState(false)
  const clockOffset = useRef<number | null>(null)
  const lastTick = useRef<TickEvent | null>(null)
  const shownRoundId = useRef<string | null>(null)
  shownRoundId.current = round?.roundId ?? null
  const loading = useRef<AbortController | null>(null)
  const scheduled = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const load = useCallback(async () => {
    clearTimeout(scheduled.current)
    loading.current?.abort()
    const controller = new AbortController()
    loading.current = controller
    const sentAt = Date.now()
    try {
      const state = await api(originalsApi.crashState, { signal: controller.signal })
      clockOffset.current = offsetFromAnswer(state.serverTime, sentAt, Date.now())
      dispatch({ type: 'state', state })
      setIsError(false)
    } catch {
      // The next round (or reconnection) fetches again; until then the page says the round is unavailable.
      if (!controller.signal.aborted) setIsError(true)
    }
  }, [])

  const loadSoon = useCallback(() => {
    clearTimeout(scheduled.current)
    scheduled.current = setTimeout(() => void load(), Math.random() * newRoundRefetchJitterMs)
  }, [load])

  useEffect(
    () => () => {
      clearTimeout(scheduled.current)
      loading.current?.abort()
    },
    [],
  )

  useRealtime(crashChannel, (realtimeEvent) => {
    if (realtimeEvent.kind === 'ready') {
      void load()
      return
    }
    if (realtimeEvent.kind !== 'message') return
    const parsed = crashEvent.safeParse(realtimeEvent.data)
    if (!parsed.success) return
    const event = parsed.data
    if (event.type === 'tick' || event.type === 'round') {
      clockOffset.current = nextClockOffset(clockOffset.current, event.serverTime - Date.now())
    }
    if (event.type === 'tick') {
      lastTick.current = event
    } else {
      const isNewRound = event.type === 'round' && event.roundId !== shownRoundId.current
      dispatch({ type: 'event', event })
      if (isNewRound) loadSoon()
    }
  })

  return { round, isError, clockOffset, lastTick }
}
