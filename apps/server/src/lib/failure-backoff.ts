/**
 * Counts failures per key and answers how long the key must wait before its next attempt: nothing for the first
 * `freeFailures`, then `baseDelayMs` doubling with each further failure up to `maxDelayMs`. A key's count is
 * forgotten `forgetAfterMs` after its last failure, or on `reset` (a success).
 *
 * A delay, not a lock-out: whoever fails keeps being able to try, only ever more slowly. Keyed by account and
 * source, one source's failures never slow another source down, so knowing someone's email is not enough to keep
 * them out. Kept in this process's memory (each instance counts its own share, like the per-IP limits) and
 * bounded: the least recently failed keys are dropped beyond `maxKeys`.
 */
export function createFailureBackoff({
  freeFailures,
  baseDelayMs,
  maxDelayMs,
  forgetAfterMs,
  maxKeys = 50_000,
  now = Date.now,
}: {
  freeFailures: number
  baseDelayMs: number
  maxDelayMs: number
  forgetAfterMs: number
  maxKeys?: number
  now?: () => number
}) {
  const failures = new Map<string, { count: number; lastAt: number }>()

  const current = (key: string) => {
    const entry = failures.get(key)
    if (entry && now() - entry.lastAt >= forgetAfterMs) {
      failures.delete(key)
      return undefined
    }
    return entry
  }

  /** The wait after `count` failures, before the next attempt. */
  const delayAfter = (count: number) =>
    count < freeFailures ? 0 : Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(count - freeFailures, 30))

  return {
    /** Milliseconds until the key may try again; 0 when it may try now. */
    waitMs(key: string): number {
      const entry = current(key)
      if (!entry) return 0
      return Math.max(0, entry.lastAt + delayAfter(entry.count) - now())
    },
    recordFailure(key: string): void {
      const count = (current(key)?.count ?? 0) + 1
      // Re-inserted, so the map's order is the order of last failure and the oldest is dropped first.
      failures.delete(key)
      failures.set(key, { count, lastAt: now() })
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value ?? key)
    },
    reset(key: string): void {
      failures.delete(key)
    },
  }
}
