import { crashElapsedFor } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import { crashViewAt, nextClockOffset, offsetFromAnswer } from './crash-clock.ts'

describe('nextClockOffset', () => {
  it('takes the first sample as it is', () => {
    expect(nextClockOffset(null, -120)).toBe(-120)
  })

  it('follows an earlier-arriving (larger) sample at once', () => {
    expect(nextClockOffset(100, 180)).toBe(180)
  })

  it('lets one late message lower the estimate by at most the allowed drop', () => {
    expect(nextClockOffset(100, -400)).toBe(50)
    expect(nextClockOffset(100, 80)).toBe(80)
  })
})

describe('offsetFromAnswer', () => {
  it('reads the server clock at the middle of the round trip', () => {
    expect(offsetFromAnswer(10_500, 1_000, 1_200)).toBe(9_400)
  })
})

describe('crashViewAt', () => {
  const timeline = { phase: 'betting' as const, bettingEndsAt: 10_000, startedAt: 10_000, crashPoint: null }

  it('counts the betting window down, never below zero', () => {
    expect(crashViewAt(timeline, 7_500)).toEqual({ phase: 'betting', remainingMs: 2_500 })
    expect(crashViewAt(timeline, 10_300)).toEqual({ phase: 'betting', remainingMs: 0 })
  })

  it('grows the multiplier from take-off by the published curve', () => {
    const running = { ...timeline, phase: 'running' as const }
    expect(crashViewAt(running, 10_000)).toEqual({ phase: 'running', multiplier: 10_000, elapsedMs: 0 })
    const atTwo = crashElapsedFor(20_000)
    expect(crashViewAt(running, 10_000 + atTwo)).toMatchObject({ multiplier: 20_000 })
    expect(crashViewAt(running, 10_000 + atTwo - 200)).toMatchObject({ multiplier: 19_700 })
  })

  it('stays in betting when this clock passes take-off before the server says it took off', () => {
    const running = { ...timeline, phase: 'running' as const }
    expect(crashViewAt(running, 9_900)).toEqual({ phase: 'betting', remainingMs: 100 })
  })

  it('shows the crash point once crashed, whatever the clock says', () => {
    const crashed = { ...timeline, phase: 'crashed' as const, crashPoint: 23_400 }
    expect(crashViewAt(crashed, 999_999)).toEqual({ phase: 'crashed', multiplier: 23_400 })
  })
})
