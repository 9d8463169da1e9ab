import { describe, expect, it } from 'vitest'
import { clock } from '../../lib/clock.ts'
import { stuckCutoff } from './provider-settings.ts'

describe('when an open provider round is stuck', () => {
  it("counts a round's wait on the rules clock: a move forward ages the rounds already open, not later ones", () => {
    const settings = { stuckRoundMinutes: 60 }
    const openedBefore = new Date(Date.now() - 60_000)
    expect(openedBefore < stuckCutoff(settings, clock.now())).toBe(false)

    clock.advance(61 * 60_000)
    const cutoff = stuckCutoff(settings, clock.now())
    expect(openedBefore < cutoff).toBe(true)
    // A round opened after the move waits its own hour.
    const openedAfter = new Date(Date.now() + 1_000)
    expect(openedAfter < cutoff).toBe(false)
  })
})
