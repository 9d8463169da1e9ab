import { describe, expect, it } from 'vitest'
import { gameHistoryQueryOf, parseGameHistoryFilter } from './game-history-filter.ts'

describe('Game History filter', () => {
  it('reads the player, game, Dhaka dates and page from the address and sends only what is set', () => {
    const filter = parseGameHistoryFilter(
      new URLSearchParams('player= rahim@khela.test &game=limbo&from=2026-03-01&to=bad&page=2'),
    )
    expect(filter).toEqual({ player: 'rahim@khela.test', game: 'limbo', from: '2026-03-01', to: '', page: 2 })
    expect(gameHistoryQueryOf(filter).toString()).toBe(
      'page=2&pageSize=20&player=rahim%40khela.test&game=limbo&from=2026-03-01',
    )
  })

  it('drops an unknown game and a page that is not a whole number above 1', () => {
    expect(parseGameHistoryFilter(new URLSearchParams('game=slots&page=1.5'))).toEqual({
      player: '',
      game: '',
      from: '',
      to: '',
      page: 1,
    })
  })
})
