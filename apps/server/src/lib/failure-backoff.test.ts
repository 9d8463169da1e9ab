import { describe, expect, it } from 'vitest'
import { createFailureBackoff } from './failure-backoff.ts'

const second = 1_000

function backoff(overrides: Partial<Parameters<typeof createFailureBackoff>[0]> = {}) {
  const time = { now: 0 }
  const limiter = createFailureBackoff({
    freeFailures: 3,
    baseDelayMs: second,
    maxDelayMs: 60 * second,
    forgetAfterMs: 60 * 60 * second,
    now: () => time.now,
    ...overrides,
  })
  return { limiter, time }
}

describe('createFailureBackoff', () => {
  it('lets the first failures through, then makes each further attempt wait twice as long, up to the cap', () => {
    const { limiter, time } = backoff()
    const waits: number[] = []
    for (let failure = 0; failure < 10; failure += 1) {
      // Each attempt comes as soon as it is allowed.
      time.now += limiter.waitMs('alice')
      limiter.recordFailure('alice')
      waits.push(limiter.waitMs('alice'))
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 60, 60].map((seconds) => seconds * second))
  })

  it('counts down the wait as time passes', () => {
    const { limiter, time } = backoff({ freeFailures: 1 })
    limiter.recordFailure('alice')
    expect(limiter.waitMs('alice')).toBe(second)
    time.now += 400
    expect(limiter.waitMs('alice')).toBe(600)
    time.now += 600
    expect(limiter.waitMs('alice')).toBe(0)
  })

  it('keeps keys apart: one key waiting never slows another', () => {
    const { limiter } = backoff({ freeFailures: 1 })
    limiter.recordFailure('alice@attacker')
    expect(limiter.waitMs('alice@attacker')).toBeGreaterThan(0)
    expect(limiter.waitMs('alice@home')).toBe(0)
  })

  it('forgets a key on reset, and some time after its last failure', () => {
    const { limiter, time } = backoff({ freeFailures: 1, forgetAfterMs: 10 * second })
    limiter.recordFailure('alice')
    limiter.reset('alice')
    expect(limiter.waitMs('alice')).toBe(0)
    limiter.recordFailure('bob')
    limiter.recordFailure('bob')
    time.now += 10 * second
    expect(limiter.waitMs('bob')).toBe(0)
    limiter.recordFailure('bob')
    expect(limiter.waitMs('bob')).toBe(second)
  })

  it('drops the least recently failed keys beyond its size', () => {
    const { limiter } = backoff({ freeFailures: 1, maxKeys: 2 })
    for (const key of ['x', 'y', 'z']) limiter.recordFailure(key)
    expect(['x', 'y', 'z'].map((key) => limiter.waitMs(key) > 0)).toEqual([false, true, true])
  })
})
