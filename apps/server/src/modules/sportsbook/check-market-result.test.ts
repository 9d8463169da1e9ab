import type { EventSquads, SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error.ts'
import { checkMarketResult } from './check-market-result.ts'

const twoWay = { template: 'match_winner', line: null }
const codes = ['home', 'away']

function refusal(
  market: { template: string; line: number | null },
  names: string[],
  results: SelectionResultEntry[],
  squads?: EventSquads,
) {
  try {
    checkMarketResult(market, names, results, squads)
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fields: error.fields }
    throw error
  }
  return null
}

describe('checkMarketResult', () => {
  it('takes one winner, all void, and a dead heat of the two', () => {
    expect(
      refusal(twoWay, codes, [
        { code: 'home', result: 'won' },
        { code: 'away', result: 'lost' },
      ]),
    ).toBeNull()
    expect(
      refusal(twoWay, codes, [
        { code: 'home', result: 'void' },
        { code: 'away', result: 'void' },
      ]),
    ).toBeNull()
    const deadHeat = { result: 'dead_heat', placesPaid: 1, tiedCount: 2 } as const
    expect(
      refusal(twoWay, codes, [
        { code: 'home', ...deadHeat },
        { code: 'away', ...deadHeat },
      ]),
    ).toBeNull()
  })

  it('refuses two winners, except where the market has two places', () => {
    const both: SelectionResultEntry[] = [
      { code: 'home', result: 'won' },
      { code: 'away', result: 'won' },
    ]
    expect(refusal(twoWay, codes, both)?.code).toBe('RESULTS_INCONSISTENT')
    const doubleChance = { template: 'double_chance', line: null }
    const threeCodes = ['home_draw', 'home_away', 'draw_away']
    expect(
      refusal(doubleChance, threeCodes, [
        { code: 'home_draw', result: 'won' },
        { code: 'home_away', result: 'lost' },
        { code: 'draw_away', result: 'won' },
      ]),
    ).toBeNull()
  })

  it('takes half results on quarter lines only', () => {
    const halves: SelectionResultEntry[] = [
      { code: 'over', result: 'half_won' },
      { code: 'under', result: 'half_lost' },
    ]
    const overUnder = ['over', 'under']
    expect(refusal({ template: 'total_goals', line: 2250 }, overUnder, halves)).toBeNull()
    expect(refusal({ template: 'handicap', line: -750 }, overUnder, halves)).toBeNull()
    expect(refusal({ template: 'total_goals', line: 2500 }, overUnder, halves)).toEqual({
      code: 'RESULTS_INCONSISTENT',
      fields: { 'results.0': 'INVALID_CHOICE', 'results.1': 'INVALID_CHOICE' },
    })
  })

  it('refuses dead heats that do not share one split, or more of them than tied', () => {
    expect(
      refusal(twoWay, codes, [
        { code: 'home', result: 'dead_heat', placesPaid: 1, tiedCount: 2 },
        { code: 'away', result: 'dead_heat', placesPaid: 1, tiedCount: 3 },
      ])?.code,
    ).toBe('RESULTS_INCONSISTENT')
    const three = ['a', 'b', 'c']
    const deadHeat = { result: 'dead_heat', placesPaid: 1, tiedCount: 2 } as const
    expect(
      refusal({ template: 'top_batter', line: null }, three, [
        { code: 'a', ...deadHeat },
        { code: 'b', ...deadHeat },
        { code: 'c', ...deadHeat },
      ])?.code,
    ).toBe('RESULTS_INCONSISTENT')
  })

  it('names every selection once', () => {
    expect(refusal(twoWay, codes, [{ code: 'home', result: 'won' }])).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { results: 'REQUIRED' },
    })
    expect(
      refusal(twoWay, codes, [
        { code: 'home', result: 'won' },
        { code: 'home', result: 'lost' },
      ]),
    ).toEqual({ code: 'VALIDATION_FAILED', fields: { 'results.1.code': 'INVALID_CHOICE' } })
  })

  it('pays in a top batter market only players the squad still lists', () => {
    const topBatter = { template: 'top_batter', line: null }
    const keys = ['tamim-iqbal', 'litton-das', 'zakir-hasan']
    const squads: EventSquads = {
      home: [{ key: 'tamim-iqbal', name: { en: 'Tamim Iqbal', bn: 'তামিম ইকবাল' } }],
      away: [{ key: 'zakir-hasan', name: { en: 'Zakir Hasan', bn: 'জাকির হাসান' } }],
    }
    const paying = (winner: string): SelectionResultEntry[] =>
      keys.map((code) => ({ code, result: code === winner ? 'won' : 'lost' }))
    expect(refusal(topBatter, keys, paying('tamim-iqbal'), squads)).toBeNull()
    expect(refusal(topBatter, keys, paying('litton-das'), squads)).toEqual({
      code: 'RESULTS_INCONSISTENT',
      fields: { 'results.1': 'NOT_IN_SQUAD' },
    })
    // A player out of the squad may lose or be void; other markets are not checked against squads.
    expect(
      refusal(
        topBatter,
        keys,
        keys.map((code) => ({ code, result: 'void' })),
        squads,
      ),
    ).toBeNull()
    expect(
      refusal(
        twoWay,
        codes,
        [
          { code: 'home', result: 'won' },
          { code: 'away', result: 'lost' },
        ],
        squads,
      ),
    ).toBeNull()
  })
})
