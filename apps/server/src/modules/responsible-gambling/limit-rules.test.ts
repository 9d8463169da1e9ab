import { coolingOffMs, type LimitValues, limitKeys } from '@khela/contracts/responsible-gambling'
import { describe, expect, it } from 'vitest'
import {
  exclusionEnd,
  limitsInForce,
  planLimitChanges,
  playSessionStart,
  sessionBreakMs,
} from './limit-rules.ts'

const now = new Date('2026-01-31T10:00:00.000Z')
const none = Object.fromEntries(limitKeys.map((key) => [key, null])) as LimitValues
const later = new Date(now.getTime() + coolingOffMs).toISOString()

describe('planning a limit change', () => {
  it('applies a first limit and a decrease at once, an increase and a removal after the cooling-off', () => {
    expect(planLimitChanges({ limits: {}, pending: {} }, { ...none, 'wager.day': 500 }, now)).toEqual({
      limits: { 'wager.day': 500 },
      pending: {},
    })
    const stored = { limits: { 'wager.day': 500, session: 60 }, pending: {} }
    expect(planLimitChanges(stored, { ...none, 'wager.day': 400, session: 90 }, now)).toEqual({
      limits: { 'wager.day': 400, session: 60 },
      pending: { session: { value: 90, effectiveAt: later } },
    })
    expect(planLimitChanges(stored, { ...none, session: 60 }, now).pending).toEqual({
      'wager.day': { value: null, effectiveAt: later },
    })
  })

  it('keeps a repeated pending change its time and lets a due one apply', () => {
    const stored = {
      limits: { 'loss.week': 100 },
      pending: { 'loss.week': { value: 300, effectiveAt: '2026-01-31T12:00:00.000Z' } },
    }
    expect(planLimitChanges(stored, { ...none, 'loss.week': 300 }, now)).toEqual(stored)
    expect(limitsInForce(stored, new Date('2026-01-31T12:00:00.000Z'))).toEqual({
      limits: { 'loss.week': 300 },
      pending: {},
    })
  })
})

describe('exclusions', () => {
  it('end after their duration, months by the calendar, permanent never', () => {
    expect(exclusionEnd('24h', now)?.toISOString()).toBe('2026-02-01T10:00:00.000Z')
    expect(exclusionEnd('30d', now)?.toISOString()).toBe('2026-03-02T10:00:00.000Z')
    expect(exclusionEnd('6m', now)?.toISOString()).toBe('2026-07-31T10:00:00.000Z')
    expect(exclusionEnd('1y', now)?.toISOString()).toBe('2027-01-31T10:00:00.000Z')
    expect(exclusionEnd('permanent', now)).toBeNull()
  })
})

describe('the play session', () => {
  const startedAt = new Date('2026-01-31T09:00:00.000Z')
  const signInAt = startedAt
  const signIn = (at: Date) => ({ at, onClock: at })

  it('starts at the first sign-in seen and continues through a quick sign-in again', () => {
    expect(playSessionStart({ startedAt: null, signInAt: null }, signIn(now), 60)).toEqual(now)
    const quick = new Date(startedAt.getTime() + 60 * 60_000 + sessionBreakMs - 1)
    expect(playSessionStart({ startedAt, signInAt }, signIn(quick), 60)).toEqual(startedAt)
    const rested = new Date(quick.getTime() + 1)
    expect(playSessionStart({ startedAt, signInAt }, signIn(rested), 60)).toEqual(rested)
    expect(playSessionStart({ startedAt, signInAt }, signIn(quick), null)).toEqual(quick)
  })
})
