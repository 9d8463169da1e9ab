import type { CrashRoundState } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import { createCrashStateCache } from './crash-state-cache.ts'

const stateNumber = (n: number) => ({ roundId: String(n), serverTime: 0 }) as CrashRoundState

function counting() {
  let reads = 0
  let release = () => {}
  const read = () => {
    reads += 1
    const n = reads
    return new Promise<CrashRoundState>((resolve) => {
      release = () => resolve(stateNumber(n))
    })
  }
  return { read, reads: () => reads, release: () => release() }
}

describe('the Crash state cache', () => {
  it('reads once for many requests at once and serves the read for 250 ms, each with its own server time', async () => {
    let clock = 1_000
    const source = counting()
    const cache = createCrashStateCache(source.read, { now: () => clock })
    const answers = Array.from({ length: 100 }, () => cache.get())
    source.release()
    const states = await Promise.all(answers)
    expect(source.reads()).toBe(1)
    expect(new Set(states.map((state) => state.roundId))).toEqual(new Set(['1']))
    clock += 249
    expect(await cache.get()).toEqual({ roundId: '1', serverTime: 1_249 })
    expect(source.reads()).toBe(1)
    clock += 1
    const later = cache.get()
    source.release()
    expect((await later).roundId).toBe('2')
  })

  it('reads afresh after invalidate(), even while a read is running', async () => {
    const source = counting()
    const cache = createCrashStateCache(source.read, { now: () => 0 })
    const first = cache.get()
    cache.invalidate()
    const second = cache.get()
    expect(source.reads()).toBe(2)
    source.release()
    expect((await second).roundId).toBe('2')
    expect((await cache.get()).roundId).toBe('2')
    void first
  })

  it('keeps no failure: the next request reads again', async () => {
    let fail = true
    let reads = 0
    const cache = createCrashStateCache(async () => {
      reads += 1
      if (fail) throw new Error('database gone')
      return stateNumber(reads)
    })
    await expect(cache.get()).rejects.toThrow('database gone')
    fail = false
    expect((await cache.get()).roundId).toBe('2')
  })
})
