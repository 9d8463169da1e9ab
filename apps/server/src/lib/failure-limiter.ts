/**
 * Counts failures per key (an account, say) in a sliding window and says when a key has had too many.
 * Kept in this process's memory: with several instances each counts its own share, like the per-IP limits.
 * Bounded: the oldest keys are dropped beyond `maxKeys`.
 */
export function createFailureLimiter({
  maxFailures,
  windowMs,
  maxKeys = 50_000,
  now = Date.now,
}: {
  maxFailures: number
  windowMs: number
  maxKeys?: number
  now?: () => number
}) {
  const failures = new Map<string, number[]>()

  const recent = (key: string) => {
    const cutoff = now() - windowMs
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff)
    if (times.length === 0) failures.delete(key)
    else failures.set(key, times)
    return times
  }

  return {
    isBlocked: (key: string) => recent(key).length >= maxFailures,
    recordFailure(key: string) {
      const times = recent(key)
      failures.delete(key)
      failures.set(key, [...times, now()])
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value ?? key)
    },
    reset: (key: string) => {
      failures.delete(key)
    },
  }
}
