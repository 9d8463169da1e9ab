import { describe, expect, it } from 'vitest'
import { maskPlayerName } from './crash-bet-view.ts'

describe('maskPlayerName', () => {
  it('shows two characters, three stars and the last character', () => {
    expect(maskPlayerName('rahim_2027')).toBe('ra***7')
    expect(maskPlayerName('রহিম করিম')).toBe('রহ***ম')
  })

  it('shows only the first character of a short name', () => {
    expect(maskPlayerName('abc')).toBe('a***')
    expect(maskPlayerName('')).toBe('****')
  })
})
