import { describe, expect, it } from 'vitest'
import { keyOf, parseSquadLines } from './squad-lines.ts'

describe('a squad pasted as lines', () => {
  it('makes each line a player keyed by the English name, skipping blank lines', () => {
    expect(parseSquadLines('Litton Das | লিটন দাস\n\n  Najmul Hossain Shanto|নাজমুল হোসেন শান্ত  \n')).toEqual({
      players: [
        { key: 'litton-das', name: { en: 'Litton Das', bn: 'লিটন দাস' } },
        { key: 'najmul-hossain-shanto', name: { en: 'Najmul Hossain Shanto', bn: 'নাজমুল হোসেন শান্ত' } },
      ],
    })
    expect(parseSquadLines('   ')).toEqual({ players: [] })
  })

  it('names the lines without both names, or with more than two parts', () => {
    expect(parseSquadLines('Litton Das\nTamim | তামিম\n| মুশফিক\nA | B | C')).toEqual({ badLines: [1, 3, 4] })
  })

  it('keys names the way the contract takes them', () => {
    expect(keyOf('Mohammad Naim Sheikh Jr.')).toBe('mohammad-naim-sheikh-jr')
    expect(keyOf('Mahmudullah (c)')).toBe('mahmudullah-c')
    expect(keyOf('Zoë')).toBe('zoe')
  })
})
