// Fixed rounds in the messages of `public:crash`, for the real-time benchmarks' streams that are not Khela's Crash
// engine (bench/lib/bare-ws-broadcast-server.ts, bench/lib/live-price-publisher.ts): take-off, a tick every
// CRASH_TICK_MS of flight on the engine's schedule, crash, a short pause. The load generator
// (bench/lib/crash-ws-worker.ts) counts a flight's ticks between take-off and crash, so any stream it measures
// speaks these. `extra` is added to each tick (a live event's prices), to give the tick the stream's size.
import { CRASH_TICK_MS, crashElapsedFor, crashMultiplierAt } from '@khela/contracts/originals'

/** 2.00×: a flight of 11.6 s, 116 ticks, more than a step's 80. */
const CRASH_POINT = 20_000
const PAUSE_MS = 1_000

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))

export async function playRounds(send: (data: object) => void, extra: object = {}): Promise<never> {
  const crashElapsed = crashElapsedFor(CRASH_POINT)
  for (let roundNumber = 1; ; roundNumber++) {
    const roundId = String(1_000_000 + roundNumber)
    const takeOff = Date.now() + PAUSE_MS
    const round = (phase: 'betting' | 'running' | 'crashed') =>
      send({
        type: 'round',
        roundId,
        roundNumber,
        phase,
        bettingEndsAt: takeOff,
        startedAt: takeOff,
        crashPoint: phase === 'crashed' ? CRASH_POINT : null,
        capMultiplier: null,
        serverTime: Date.now(),
      })
    round('betting')
    await sleepUntil(takeOff)
    round('running')
    for (let elapsed = 0; elapsed < crashElapsed; elapsed += CRASH_TICK_MS) {
      await sleepUntil(takeOff + elapsed)
      const multiplier = crashMultiplierAt(elapsed)
      if (multiplier >= CRASH_POINT) break
      send({ type: 'tick', roundId, elapsedMs: elapsed, multiplier, serverTime: Date.now(), ...extra })
    }
    await sleepUntil(takeOff + crashElapsed)
    round('crashed')
    await sleepUntil(Date.now() + PAUSE_MS)
  }
}

/** A live event's prices as a tick carries them in the live-ws benchmark: its frame then weighs about 300 bytes. */
export const livePrices = {
  eventId: '10001',
  markets: [
    {
      id: 'm1',
      selections: [
        { id: 's1', odds: 1.85 },
        { id: 's2', odds: 3.4 },
      ],
    },
    {
      id: 'm2',
      selections: [
        { id: 's4', odds: 1.95 },
        { id: 's5', odds: 1.87 },
      ],
    },
  ],
}
