import { describe, expect, it } from 'vitest'
import { parseRiskFilter, riskQueryOf } from './risk-filter.ts'

describe('parseRiskFilter', () => {
  it('shows open flags on the first page when the address says nothing', () => {
    expect(parseRiskFilter(new URLSearchParams())).toEqual({ status: 'open', kind: '', player: '', page: 1 })
  })

  it('reads a known status, kind, a trimmed player and the page', () => {
    const params = new URLSearchParams('status=closed&kind=shared_device&player=%20rahim%20&page=3')
    expect(parseRiskFilter(params)).toEqual({
      status: 'closed',
      kind: 'shared_device',
      player: 'rahim',
      page: 3,
    })
  })

  it('ignores values the API would refuse', () => {
    const params = new URLSearchParams('status=maybe&kind=nonsense&page=-2')
    expect(parseRiskFilter(params)).toEqual({ status: 'open', kind: '', player: '', page: 1 })
  })
})

describe('riskQueryOf', () => {
  it('always sends the status and leaves empty filters out', () => {
    const query = riskQueryOf({ status: 'all', kind: '', player: '', page: 2 })
    expect(Object.fromEntries(query)).toEqual({ status: 'all', page: '2', pageSize: '20' })
  })
})
