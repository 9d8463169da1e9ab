import { potentialReturn } from '@khela/contracts/sportsbook-settlement'
import { describe, expect, it } from 'vitest'
import {
  ACCUMULATOR,
  afterPlacement,
  applyRefusal,
  betInputOf,
  betTypeOfSlip,
  emptySlip,
  isAccumulatorAvailable,
  lineReturn,
  removePick,
  type SlipPick,
  type SlipState,
  SYSTEM,
  setStake,
  slipFromBooking,
  slipLines,
  slipMode,
  slipSystem,
  slipTotals,
  stakeProblem,
  togglePick,
} from './bet-slip-state.ts'

const text = (en: string) => ({ en, bn: en })

function pickOf(overrides: Partial<SlipPick> & { selectionId: string; eventId: string }): SlipPick {
  return {
    selectionName: text(overrides.selectionId),
    marketId: `market-${overrides.eventId}`,
    marketName: text('Match winner'),
    marketVersion: 1,
    price: 2000,
    maxStake: 5_000_000,
    maxPayout: 50_000_000,
    home: text('Home'),
    away: text('Away'),
    ...overrides,
  }
}

const add = (state: SlipState, pick: SlipPick) => togglePick(state, pick).state

describe('the bet slip', () => {
  it('adds a selection, and takes it off when toggled again', () => {
    const pick = pickOf({ selectionId: 'a', eventId: 'e1' })
    const once = add(emptySlip, pick)
    expect(once.picks).toEqual([pick])
    expect(add(once, pick).picks).toEqual([])
  })

  it('keeps one selection per event: another of the same event replaces it in its place', () => {
    const first = pickOf({ selectionId: 'a', eventId: 'e1' })
    const other = pickOf({ selectionId: 'b', eventId: 'e2' })
    const sameEvent = pickOf({ selectionId: 'c', eventId: 'e1' })
    const slip = setStake(add(add(emptySlip, first), other), 'a', '50')
    const { state, replaced } = togglePick(slip, sameEvent)
    expect(replaced).toBe(first)
    expect(state.picks.map((pick) => pick.selectionId)).toEqual(['c', 'b'])
    expect(state.stakes).toEqual({})
  })

  it('removes a selection with its stake and refusal', () => {
    const slip = setStake(add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1' })), 'a', '20')
    const refused = { ...slip, legRefusals: { a: { code: 'MARKET_SUSPENDED' } } }
    expect(removePick(refused, 'a')).toEqual({ ...emptySlip, oddsPolicy: slip.oddsPolicy })
  })

  it('turns to an accumulator at the second selection, and back to singles when the player says', () => {
    const one = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1' }))
    expect(isAccumulatorAvailable(one.picks)).toBe(false)
    expect(slipLines(one).map((line) => line.id)).toEqual(['a'])
    const two = add(one, pickOf({ selectionId: 'b', eventId: 'e2' }))
    expect(slipMode(two)).toBe('accumulator')
    expect(slipLines(two).map((line) => line.id)).toEqual([ACCUMULATOR])
    expect(slipLines({ ...two, mode: 'singles' }).map((line) => line.id)).toEqual(['a', 'b'])
    // A system needs three: with two, the slip bets singles.
    expect(slipMode({ ...two, mode: 'system' })).toBe('singles')
    expect(isAccumulatorAvailable([...two.picks, pickOf({ selectionId: 'c', eventId: 'e1' })])).toBe(false)
  })

  it('totals the singles with a stake, each return by potentialReturn', () => {
    let slip = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1', price: 1850 }))
    slip = { ...add(slip, pickOf({ selectionId: 'b', eventId: 'e2', price: 2100 })), mode: 'singles' }
    slip = setStake(setStake(slip, 'a', '10'), 'b', '25.50')
    expect(slipTotals(slip)).toEqual({ stake: 1000 + 2550, potentialReturn: 1850 + 5355 })
    const accumulator = setStake({ ...slip, mode: 'accumulator' }, ACCUMULATOR, '25.50')
    const expected = potentialReturn({
      stakePerLineMinor: 2550,
      lines: [[0, 1]],
      maxPayoutMinor: 50_000_000,
      odds: [1850, 2100],
    }).payout
    expect(slipTotals(accumulator)).toEqual({ stake: 2550, potentialReturn: expected })
    expect(expected).toBe(9906)
  })

  it('caps a return at the tightest maximum payout', () => {
    let slip = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1', price: 10_000, maxPayout: 5_000 }))
    slip = setStake(slip, 'a', '10')
    expect(lineReturn(slipLines(slip)[0] as never)).toBe(5_000)
  })

  it('says what is wrong with a typed stake before sending', () => {
    const slip = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1', maxStake: 100_000 }))
    const problem = (typed: string) => stakeProblem(slipLines(setStake(slip, 'a', typed))[0] as never)
    expect(problem('')).toBeNull()
    expect(problem('abc')).toBe('AMOUNT_NOT_A_NUMBER')
    expect(problem('9.99')).toBe('AMOUNT_BELOW_MINIMUM')
    expect(problem('1000.01')).toBe('STAKE_ABOVE_LIMIT')
    expect(problem('১০০০')).toBeNull()
  })

  it('sends the accumulator as one bet with every leg at the price and version the slip saw', () => {
    let slip = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1', price: 1500, marketVersion: 3 }))
    slip = setStake(add(slip, pickOf({ selectionId: 'b', eventId: 'e2' })), ACCUMULATOR, '100')
    const accumulator = slipLines(slip).find((line) => line.id === ACCUMULATOR)
    expect(accumulator && betInputOf(accumulator, 'higher')).toEqual({
      type: 'accumulator',
      legs: [
        { selectionId: 'a', price: 1500, marketVersion: 3 },
        { selectionId: 'b', price: 2000, marketVersion: 1 },
      ],
      stake: 10_000,
      oddsPolicy: 'higher',
    })
  })

  it('puts a refusal beside its leg and takes a moved price onto the slip', () => {
    let slip = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1' }))
    slip = add(slip, pickOf({ selectionId: 'b', eventId: 'e2' }))
    const [accumulator] = slipLines(slip)
    if (!accumulator) throw new Error('no accumulator')
    const refused = applyRefusal(slip, accumulator, 'ODDS_CHANGED', {
      'legs.1': 'ODDS_CHANGED',
      'legs.1.price': '1900',
      'legs.1.marketVersion': '7',
    })
    expect(refused.legRefusals).toEqual({ b: { code: 'ODDS_CHANGED' } })
    expect(refused.picks[1]).toMatchObject({ price: 1900, marketVersion: 7 })
    expect(refused.lineRefusals).toEqual({})
    const limited = applyRefusal(slip, accumulator, 'STAKE_ABOVE_LIMIT', { maxStake: '25000' })
    expect(limited.lineRefusals).toEqual({ [ACCUMULATOR]: { code: 'STAKE_ABOVE_LIMIT', maxStake: 25_000 } })
    const liability = applyRefusal(slip, accumulator, 'LIABILITY_ABOVE_LIMIT', {
      'legs.0': 'LIABILITY_ABOVE_LIMIT',
      maxStake: '12000',
    })
    expect(liability.legRefusals).toEqual({ a: { code: 'LIABILITY_ABOVE_LIMIT' } })
    expect(liability.lineRefusals).toEqual({
      [ACCUMULATOR]: { code: 'LIABILITY_ABOVE_LIMIT', maxStake: 12_000 },
    })
    const bonus = applyRefusal(slip, accumulator, 'BONUS_MAX_BET_EXCEEDED', {
      maxBet: '50000',
      currency: 'BDT',
    })
    expect(bonus.lineRefusals).toEqual({
      [ACCUMULATOR]: { code: 'BONUS_MAX_BET_EXCEEDED', maxStake: 50_000 },
    })
  })

  it('clears placed singles, keeping a selection whose single still waits', () => {
    let slip = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1' }))
    slip = { ...add(slip, pickOf({ selectionId: 'b', eventId: 'e2' })), mode: 'singles' }
    slip = setStake(setStake(slip, 'a', '50'), 'b', '20')
    const [first, second] = slipLines(slip)
    if (!first || !second) throw new Error('lines missing')
    expect(afterPlacement(slip, [first]).picks.map((pick) => pick.selectionId)).toEqual(['b'])
    expect(afterPlacement(slip, [first]).stakes).toEqual({ b: '20' })
    expect(afterPlacement(slip, [first, second]).picks).toEqual([])
  })
})

describe('a system bet on the slip', () => {
  const three = () => {
    let slip = emptySlip
    for (const [index, price] of [2000, 3000, 1500].entries())
      slip = add(slip, pickOf({ selectionId: `s${index}`, eventId: `e${index}`, price }))
    return { ...slip, mode: 'system' as const }
  }

  it('offers the systems of its number of selections, the first one chosen until the player picks', () => {
    const slip = three()
    expect(slipSystem(slip)?.key).toBe('trixie')
    expect(slipSystem({ ...slip, system: 'patent' })?.key).toBe('patent')
    // A Yankee kept from a slip of four falls back to the first system of three.
    expect(slipSystem({ ...slip, system: 'yankee' })?.key).toBe('trixie')
  })

  it('stakes every line: a Trixie of 10 taka a line is 40 taka and returns its four lines', () => {
    const slip = setStake(three(), SYSTEM, '10')
    const [bet] = slipLines(slip)
    expect(bet?.lines).toHaveLength(4)
    // Doubles 6.00 + 3.00 + 4.50 and the treble 9.00, each on 10 taka.
    expect(slipTotals(slip)).toEqual({ stake: 4_000, potentialReturn: 22_500 })
    expect(bet && betInputOf(bet, 'none')).toEqual({
      type: 'system',
      system: { kind: 'system', name: 'trixie' },
      legs: [
        { selectionId: 's0', price: 2000, marketVersion: 1 },
        { selectionId: 's1', price: 3000, marketVersion: 1 },
        { selectionId: 's2', price: 1500, marketVersion: 1 },
      ],
      stake: 1_000,
      oddsPolicy: 'none',
    })
  })

  it('loads a booked slip in its mode and system, with each refused selection marked', () => {
    const slip = three()
    const booked = {
      code: 'ABCDEFGH',
      betType: { kind: 'k_from_n', legsPerLine: 2 } as const,
      expiresAt: '2030-01-01T00:00:00.000Z',
      selections: slip.picks.map((pick, index) => ({
        ...pick,
        startsAt: '2030-01-01T00:00:00.000Z',
        refusal: index === 1 ? 'MARKET_SUSPENDED' : null,
      })),
    }
    const loaded = slipFromBooking(setStake(emptySlip, 'x', '5'), booked)
    expect(loaded.picks.map((pick) => pick.selectionId)).toEqual(['s0', 's1', 's2'])
    expect(loaded).toMatchObject({ mode: 'system', system: 'k_from_n:2', stakes: {} })
    expect(loaded.legRefusals).toEqual({ s1: { code: 'MARKET_SUSPENDED' } })
    expect(betTypeOfSlip(loaded)).toEqual({ kind: 'k_from_n', legsPerLine: 2 })
    expect(betTypeOfSlip({ ...loaded, mode: 'singles' })).toEqual({ kind: 'single' })
  })
  it('stakes a chosen free bet on its own line only, and forgets it once that line is placed', () => {
    let slip = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1' }))
    slip = { ...add(slip, pickOf({ selectionId: 'b', eventId: 'e2' })), mode: 'singles' }
    slip = { ...setStake(setStake(slip, 'a', '200'), 'b', '20'), freeBet: { grantId: 'g1', lineId: 'a' } }
    const [first, second] = slipLines(slip)
    if (!first || !second) throw new Error('lines missing')
    expect(betInputOf(first, 'none', slip.freeBet)).toMatchObject({ stake: 20_000, freeBetGrantId: 'g1' })
    expect(betInputOf(second, 'none', slip.freeBet)).not.toHaveProperty('freeBetGrantId')
    expect(afterPlacement(slip, [second]).freeBet).toEqual({ grantId: 'g1', lineId: 'a' })
    expect(afterPlacement(slip, [first]).freeBet).toBeNull()
  })
})
