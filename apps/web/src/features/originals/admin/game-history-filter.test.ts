import { describe, expect, it } from 'vitest'
import { gameHistoryQueryOf, parseGameHistoryFilter, sourceOrGameChange } from './game-history-filter.ts'

describe('Game History filter', () => {
  it('reads the player, source, game, Dhaka dates and page from the address and sends only what is set', () => {
    const filter = parseGameHistoryFilter(
      new URLSearchParams(
        'player= rahim@khela.test &source=originals&game=limbo&from=2026-03-01&to=bad&page=2',
      ),
    )
    expect(filter).toEqual({
      player: 'rahim@khela.test',
      source: 'originals',
      game: 'limbo',
      from: '2026-03-01',
      to: '',
      page: 2,
    })
    expect(gameHistoryQueryOf(filter).toString()).toBe(
      'page=2&pageSize=20&player=rahim%40khela.test&game=limbo&from=2026-03-01&source=originals',
    )
  })

  it('sends one provider as its code and every provider as the providers source', () => {
    const one = parseGameHistoryFilter(new URLSearchParams('source=provider:khela-studio'))
    expect(one.source).toBe('provider:khela-studio')
    expect(gameHistoryQueryOf(one).toString()).toBe('page=1&pageSize=20&provider=khela-studio')
    const every = parseGameHistoryFilter(new URLSearchParams('source=providers'))
    expect(gameHistoryQueryOf(every).toString()).toBe('page=1&pageSize=20&source=providers')
  })

  it('drops an unknown game or source, an empty provider and a page that is not a whole number above 1', () => {
    for (const source of ['slots', 'provider:', 'provider:  ', `provider:${'x'.repeat(101)}`])
      expect(parseGameHistoryFilter(new URLSearchParams({ source, game: 'slots', page: '1.5' }))).toEqual({
        player: '',
        source: '',
        game: '',
        from: '',
        to: '',
        page: 1,
      })
  })

  it('clears the game when a provider is picked, and the provider when a game is', () => {
    const none = { source: '', game: '' } as const
    expect(sourceOrGameChange({ ...none, game: 'dice' }, 'source', 'provider:khela-studio')).toEqual({
      source: 'provider:khela-studio',
      game: '',
    })
    expect(sourceOrGameChange({ ...none, game: 'dice' }, 'source', 'providers')).toEqual({
      source: 'providers',
      game: '',
    })
    expect(sourceOrGameChange({ ...none, game: 'dice' }, 'source', 'originals')).toEqual({
      source: 'originals',
    })
    expect(sourceOrGameChange({ source: 'providers', game: '' }, 'game', 'mines')).toEqual({
      game: 'mines',
      source: '',
    })
    expect(sourceOrGameChange({ source: 'originals', game: '' }, 'game', 'mines')).toEqual({ game: 'mines' })
    expect(sourceOrGameChange({ source: 'providers', game: '' }, 'game', '')).toEqual({ game: '' })
  })
})
