import { describe, expect, it } from 'vitest'
import { providerBonusProduct } from './provider-bonus-product.ts'

describe('the bonus product of a provider game', () => {
  it('counts a game listed as a slot as slots', () => {
    expect(providerBonusProduct(['slots'])).toBe('slots')
    expect(providerBonusProduct(['new-games', 'popular', 'slot'])).toBe('slots')
  })

  it('counts live casino and table games as live_table', () => {
    expect(providerBonusProduct(['live-games'])).toBe('live_table')
    expect(providerBonusProduct(['roulette', 'popular'])).toBe('live_table')
    expect(providerBonusProduct(['table'])).toBe('live_table')
    expect(providerBonusProduct(['casino', 'blackjack'])).toBe('live_table')
  })

  it('counts a game listed nowhere, or both as a slot and a table, at the table weight', () => {
    expect(providerBonusProduct([])).toBe('live_table')
    expect(providerBonusProduct(['fishing'])).toBe('live_table')
    expect(providerBonusProduct(['slots', 'table'])).toBe('live_table')
  })
})
