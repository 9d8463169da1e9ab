import { describe, expect, it } from 'vitest'
import { betHistoryQueryOf, parseBetHistoryFilter } from './bet-history-filter.ts'

describe('parseBetHistoryFilter', () => {
  it('reads the game, Dhaka dates and page from the address', () => {
    const filter = parseBetHistoryFilter(
      new URLSearchParams('game=dice&from=2026-03-01&to=2026-03-31&page=3'),
    )
    expect(filter).toEqual({ game: 'dice', from: '2026-03-01', to: '2026-03-31', page: 3 })
    expect(betHistoryQueryOf(filter).toString()).toBe('page=3&game=dice&from=2026-03-01&to=2026-03-31')
  })

  it('drops an unknown game, a malformed date and a page that is not a whole number above 1', () => {
    for (const query of ['game=poker&from=1/3/2026&page=0', 'page=-2&to=yesterday', 'page=2.5', 'page=abc']) {
      expect(parseBetHistoryFilter(new URLSearchParams(query)), query).toEqual({
        game: '',
        from: '',
        to: '',
        page: 1,
      })
    }
    expect(betHistoryQueryOf(parseBetHistoryFilter(new URLSearchParams())).toString()).toBe('page=1')
  })
})
