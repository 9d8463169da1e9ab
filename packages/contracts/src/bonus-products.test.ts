import { describe, expect, it } from 'vitest'
import { providerGameBonusProduct } from './bonuses.ts'

describe('the bonus product of a provider game', () => {
  it('counts a game listed as a slot as slots', () => {
    expect(providerGameBonusProduct(['slots'])).toBe('slots')
    expect(providerGameBonusProduct(['new-games', 'popular', 'slot'])).toBe('slots')
  })

  it('counts live casino and table games as live_table', () => {
    expect(providerGameBonusProduct(['live-games'])).toBe('live_table')
    expect(providerGameBonusProduct(['roulette', 'popular'])).toBe('live_table')
    expect(providerGameBonusProduct(['table'])).toBe('live_table')
    expect(providerGameBonusProduct(['casino', 'blackjack'])).toBe('live_table')
  })

  it('counts a game listed nowhere, or both as a slot and a table, at the table weight', () => {
    expect(providerGameBonusProduct([])).toBe('live_table')
    expect(providerGameBonusProduct(['fishing'])).toBe('live_table')
    expect(providerGameBonusProduct(['slots', 'table'])).toBe('live_table')
  })
})
