import type { SessionUser } from '@khela/contracts/session'
import { describe, expect, it } from 'vitest'
import { createSessionCache } from './session-cache.ts'

const player = (id: string): SessionUser => ({ id, email: `${id}@example.test`, name: id, role: 'player' })

describe('session cache', () => {
  it('answers a kept session until its time in the cache, or the session itself, ends', () => {
    let now = 1_000_000
    const cache = createSessionCache({ ttlMs: 5_000, now: () => now })
    cache.set('cookie-a', player('a'), now + 60_000, cache.mark())
    cache.set('cookie-b', player('b'), now + 2_000, cache.mark())
    expect(cache.get('cookie-a')?.id).toBe('a')
    now += 2_000
    expect(cache.get('cookie-b')).toBeUndefined()
    expect(cache.get('cookie-a')?.id).toBe('a')
    now += 3_000
    expect(cache.get('cookie-a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it("forgets every session of a user at once, and only that user's", () => {
    const cache = createSessionCache()
    cache.set('phone', player('a'), Date.now() + 60_000, cache.mark())
    cache.set('laptop', player('a'), Date.now() + 60_000, cache.mark())
    cache.set('other', player('b'), Date.now() + 60_000, cache.mark())
    cache.forgetUser('a')
    expect(cache.get('phone')).toBeUndefined()
    expect(cache.get('laptop')).toBeUndefined()
    expect(cache.hasUser('a')).toBe(false)
    expect(cache.get('other')?.id).toBe('b')
  })

  it('does not keep an answer read while a revocation arrived', () => {
    const cache = createSessionCache()
    const mark = cache.mark()
    cache.forgetUser('a')
    cache.set('phone', player('a'), Date.now() + 60_000, mark)
    expect(cache.get('phone')).toBeUndefined()
  })

  it('stays within its size, dropping the oldest first', () => {
    const cache = createSessionCache({ maxEntries: 2 })
    for (const id of ['a', 'b', 'c']) cache.set(`cookie-${id}`, player(id), Date.now() + 60_000, cache.mark())
    expect(cache.size).toBe(2)
    expect(cache.get('cookie-a')).toBeUndefined()
    expect(cache.hasUser('a')).toBe(false)
    expect(cache.get('cookie-c')?.id).toBe('c')
  })
})
