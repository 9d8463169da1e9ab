import { describe, expect, it } from 'vitest'
import { createFailureLimiter } from './failure-limiter.ts'

describe('createFailureLimiter', () => {
  it('blocks a key after its failures reach the limit, until they age out of the window', () => {
    let clock = 0
    const limiter = createFailureLimiter({ maxFailures: 3, windowMs: 1_000, now: () => clock })
    for (let failure = 0; failure < 3; failure += 1) {
      expect(limiter.isBlocked('alice')).toBe(false)
      limiter.recordFailure('alice')
      clock += 100
    }
    expect(limiter.isBlocked('alice')).toBe(true)
    expect(limiter.isBlocked('bob')).toBe(false)
    clock = 1_001
    expect(limiter.isBlocked('alice')).toBe(false)
  })

  it('forgets a key on reset, and the oldest keys beyond its size', () => {
    const limiter = createFailureLimiter({ maxFailures: 1, windowMs: 1_000, maxKeys: 2 })
    limiter.recordFailure('a')
    limiter.reset('a')
    expect(limiter.isBlocked('a')).toBe(false)
    for (const key of ['x', 'y', 'z']) limiter.recordFailure(key)
    expect([limiter.isBlocked('x'), limiter.isBlocked('y'), limiter.isBlocked('z')]).toEqual([
      false,
      true,
      true,
    ])
  })
})
