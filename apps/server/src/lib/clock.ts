/**
 * The server's sense of "now" for rules that wait (a responsible-gambling limit's 24-hour cooling-off, a time-out's
 * end). It is the system clock, plus an offset that only a test server may move (config `testClock`), so the
 * end-to-end tests can pass 24 hours without waiting for them.
 */
let offsetMs = 0
/** Each move of the clock: from wall-clock time `from` on, the offset is `offsetMs`. */
const moves: { from: number; offsetMs: number }[] = []

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs)
  },
  /** Moves the clock forward by `ms` (test servers only; the route that calls it checks the config). */
  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('the clock only moves forward by whole ms')
    offsetMs += ms
    moves.push({ from: Date.now(), offsetMs })
  },
  /**
   * This clock's time of a wall-clock stamp (a row's `created_at` from the database's `now()`): the stamp plus the
   * offset in force when it was made.
   */
  at(wallClock: Date): Date {
    let offsetThen = 0
    for (const move of moves) if (move.from <= wallClock.getTime()) offsetThen = move.offsetMs
    return new Date(wallClock.getTime() + offsetThen)
  },
  /**
   * The earliest wall-clock time whose time on this clock is at or after `time`, to compare database stamps with a
   * moment on this clock (`created_at > clock.wallClockAt(since)`). Without moves it is `time` itself.
   */
  wallClockAt(time: Date): Date {
    const segments = [{ from: Number.NEGATIVE_INFINITY, offsetMs: 0 }, ...moves]
    for (const [index, segment] of segments.entries()) {
      const candidate = time.getTime() - segment.offsetMs
      const next = segments[index + 1]
      if (!next || candidate < next.from) return new Date(Math.max(candidate, segment.from))
    }
    return time
  },
  get offsetMs(): number {
    return offsetMs
  },
}
