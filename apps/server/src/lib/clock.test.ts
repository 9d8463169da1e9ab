import { describe, expect, it } from 'vitest'
import { clock } from './clock.ts'

describe('the clock', () => {
  it('reads wall-clock stamps with the offset in force when they were made, and maps its times back', () => {
    const stampBefore = new Date(Date.now() - 1000)
    const startOffset = clock.offsetMs
    clock.advance(3_600_000)
    const movedAt = Date.now()
    expect(clock.now().getTime() - Date.now()).toBe(startOffset + 3_600_000)
    // A stamp made before the move keeps the old offset; one made after gets the new one.
    expect(clock.at(stampBefore).getTime()).toBe(stampBefore.getTime() + startOffset)
    const stampAfter = new Date(movedAt + 10)
    expect(clock.at(stampAfter).getTime()).toBe(stampAfter.getTime() + startOffset + 3_600_000)
    // A time on the clock inside the jump maps to the moment of the move; one after it to its wall-clock time.
    const insideJump = new Date(movedAt + startOffset + 1_800_000)
    expect(clock.wallClockAt(insideJump).getTime()).toBeGreaterThanOrEqual(movedAt - 5)
    expect(clock.wallClockAt(insideJump).getTime()).toBeLessThanOrEqual(movedAt)
    const later = new Date(movedAt + startOffset + 3_600_000 + 5_000)
    expect(clock.wallClockAt(later).getTime()).toBe(movedAt + 5_000)
    expect(clock.wallClockAt(new Date(stampBefore.getTime() + startOffset)).getTime()).toBe(
      stampBefore.getTime(),
    )
    expect(() => clock.advance(-1)).toThrow(RangeError)
  })
})
