import { describe, expect, it } from 'vitest'
import { createBookingCodeInput, isBookingCodeShaped, normaliseBookingCode } from './sportsbook-booking.ts'
import { placeSportBetInput } from './sportsbook-placement.ts'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const legs = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ selectionId: id(index), price: 2000, marketVersion: 1 }))
const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? []

describe('booking codes as typed', () => {
  it('ignore case, spaces and dashes, and refuse look-alike letters', () => {
    expect(normaliseBookingCode(' ab3d-ef7h ')).toBe('AB3DEF7H')
    expect(isBookingCodeShaped('AB3DEF7H')).toBe(true)
    // O, I, L, 0 and 1 are never in a code: typed, they name none.
    expect(isBookingCodeShaped('AB3DEF7O')).toBe(false)
    expect(isBookingCodeShaped('AB3DEF71')).toBe(false)
    expect(isBookingCodeShaped('AB3DEF7')).toBe(false)
  })

  it('save any number of singles, and a system only with its own number of selections', () => {
    const ids = (count: number) => legs(count).map((leg) => leg.selectionId)
    expect(
      createBookingCodeInput.safeParse({ betType: { kind: 'single' }, selectionIds: ids(5) }).success,
    ).toBe(true)
    expect(
      issues(
        createBookingCodeInput.safeParse({
          betType: { kind: 'system', name: 'yankee' },
          selectionIds: ids(3),
        }),
      ),
    ).toEqual(['selectionIds:WRONG_SELECTION_COUNT'])
    expect(
      issues(
        createBookingCodeInput.safeParse({ betType: { kind: 'accumulator' }, selectionIds: [id(1), id(1)] }),
      ),
    ).toEqual(['selectionIds:DUPLICATE_SELECTION'])
  })
})

describe('placing a system bet', () => {
  it('names its system, with the selections that system takes', () => {
    const trixie = { type: 'system', system: { kind: 'system', name: 'trixie' }, stake: 1_000 }
    expect(placeSportBetInput.safeParse({ ...trixie, legs: legs(3) }).success).toBe(true)
    expect(issues(placeSportBetInput.safeParse({ ...trixie, legs: legs(4) }))).toEqual([
      'legs:WRONG_SELECTION_COUNT',
    ])
    expect(issues(placeSportBetInput.safeParse({ type: 'system', legs: legs(3), stake: 1_000 }))).toEqual([
      'system:REQUIRED',
    ])
    expect(issues(placeSportBetInput.safeParse({ ...trixie, type: 'accumulator', legs: legs(3) }))).toEqual([
      'system:INVALID_CHOICE',
    ])
    const twoFromFour = { type: 'system', system: { kind: 'k_from_n', legsPerLine: 2 }, stake: 1_000 }
    expect(placeSportBetInput.safeParse({ ...twoFromFour, legs: legs(4) }).success).toBe(true)
    expect(issues(placeSportBetInput.safeParse({ ...twoFromFour, legs: legs(1) }))).toEqual([
      'legs:WRONG_SELECTION_COUNT',
    ])
  })
})
