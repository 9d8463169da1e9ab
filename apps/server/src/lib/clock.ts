/**
 * The server's sense of "now" for rules that wait (a responsible-gambling limit's 24-hour cooling-off, a time-out's
 * end). It is the system clock, plus an offset that only a test server may move (config `testClock`), so the
 * end-to-end tests can pass 24 hours without waiting for them.
 */
let offsetMs = 0

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs)
  },
  /** Moves the clock forward by `ms` (test servers only; the route that calls it checks the config). */
  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('the clock only moves forward by whole ms')
    offsetMs += ms
  },
  get offsetMs(): number {
    return offsetMs
  },
}
