import type { CrashRoundState } from '@khela/contracts/originals'

/** How long one read of the public Crash state serves every request on this instance. */
export const crashStateCacheMs = 250

/**
 * The public Crash state, shared by every request on this instance for a quarter of a second and read once however
 * many ask at the same moment (every page asks when a round starts). `serverTime` is set per answer, so the clocks
 * the pages sync with stay exact. `invalidate()` (a round, bet or cash-out event) makes the next request read
 * afresh; a read already running when that happens still answers the requests waiting on it, but is not kept.
 */
export function createCrashStateCache(
  read: () => Promise<CrashRoundState>,
  options: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? crashStateCacheMs
  const now = options.now ?? Date.now
  let kept: { state: CrashRoundState; at: number } | null = null
  let reading: Promise<CrashRoundState> | null = null
  let generation = 0

  function readShared(): Promise<CrashRoundState> {
    if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.state)
    if (reading) return reading
    const started = generation
    const current = read().then((state) => {
      if (generation === started) kept = { state, at: now() }
      return state
    })
    reading = current
    const forget = () => {
      if (reading === current) reading = null
    }
    current.then(forget, forget)
    return current
  }

  return {
    async get(): Promise<CrashRoundState> {
      return { ...(await readShared()), serverTime: now() }
    },
    invalidate() {
      generation += 1
      kept = null
      reading = null
    },
  }
}
