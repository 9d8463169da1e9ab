import type { Market } from '@khela/contracts/sportsbook'
import { describe, expect, it } from 'vitest'
import { groupMarkets } from './group-markets.ts'

function market(overrides: Partial<Market>): Market {
  return {
    id: crypto.randomUUID(),
    template: 'match_winner',
    name: { en: 'Match winner', bn: 'ম্যাচ বিজয়ী' },
    period: 'match',
    line: null,
    status: 'open',
    version: 1,
    maxStake: 100_000,
    maxPayout: 1_000_000,
    rules: null,
    selections: [],
    ...overrides,
  }
}

describe('groupMarkets', () => {
  it('groups by period in the order each period first comes, keeping the template order inside a group', () => {
    const winner = market({ template: 'match_winner' })
    const firstInnings = market({ template: 'first_innings_runs', period: 'first_innings' })
    const sixes = market({ template: 'total_sixes' })
    const firstInningsLead = market({ template: 'first_innings_lead', period: 'first_innings' })

    expect(groupMarkets([winner, firstInnings, sixes, firstInningsLead])).toEqual([
      { period: 'match', markets: [winner, sixes] },
      { period: 'first_innings', markets: [firstInnings, firstInningsLead] },
    ])
  })

  it('gives no group for no markets', () => {
    expect(groupMarkets([])).toEqual([])
  })
})
