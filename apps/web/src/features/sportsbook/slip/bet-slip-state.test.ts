import { potentialReturn } from '@khela/contracts/sportsbook-settlement'
import { describe, expect, it } from 'vitest'
import {
  ACCUMULATOR,
  afterPlacement,
  applyRefusal,
  betInputOf,
  emptySlip,
  isAccumulatorAvailable,
  lineReturn,
  removePick,
  type SlipPick,
  type SlipState,
  setStake,
  slipLines,
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

  it('offers an accumulator from two selections of different events', () => {
    const one = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1' }))
    expect(isAccumulatorAvailable(one.picks)).toBe(false)
    expect(slipLines(one).map((line) => line.id)).toEqual(['a'])
    const two = add(one, pickOf({ selectionId: 'b', eventId: 'e2' }))
    expect(slipLines(two).map((line) => line.id)).toEqual(['a', 'b', ACCUMULATOR])
    expect(isAccumulatorAvailable([...two.picks, pickOf({ selectionId: 'c', eventId: 'e1' })])).toBe(false)
  })

  it('totals the lines with a stake, each return by potentialReturn', () => {
    let slip = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1', price: 1850 }))
    slip = add(slip, pickOf({ selectionId: 'b', eventId: 'e2', price: 2100 }))
    slip = setStake(setStake(slip, 'a', '10'), ACCUMULATOR, '25.50')
    const accumulator = potentialReturn({
      stakePerLineMinor: 2550,
      lines: [[0, 1]],
      maxPayoutMinor: 50_000_000,
      odds: [1850, 2100],
    }).payout
    expect(slipTotals(slip)).toEqual({ stake: 1000 + 2550, potentialReturn: 1850 + accumulator })
    expect(accumulator).toBe(9906)
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
    const accumulator = slipLines(slip)[2]
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
  })

  it('clears placed lines, keeping a selection another waiting line still stakes', () => {
    let slip = add(emptySlip, pickOf({ selectionId: 'a', eventId: 'e1' }))
    slip = add(slip, pickOf({ selectionId: 'b', eventId: 'e2' }))
    slip = setStake(setStake(slip, ACCUMULATOR, '50'), 'a', '20')
    const [single, , accumulator] = slipLines(slip)
    if (!single || !accumulator) throw new Error('lines missing')
    expect(afterPlacement(slip, [accumulator]).picks.map((pick) => pick.selectionId)).toEqual(['a'])
    expect(afterPlacement(slip, [accumulator]).stakes).toEqual({ a: '20' })
    expect(afterPlacement(slip, [single, accumulator]).picks).toEqual([])
  })
})
