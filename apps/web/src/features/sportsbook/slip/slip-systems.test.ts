import { betLines } from '@khela/contracts/sportsbook-bet-types'
import { describe, expect, it } from 'vitest'
import { countLines, keyOfSystem, systemOfKey, systemOptions } from './slip-systems.ts'

describe('the systems the slip offers', () => {
  it('offers none below three selections', () => {
    expect(systemOptions(2)).toEqual([])
  })

  it('offers the named systems of exactly n, then 2 from n up to n − 1 from n', () => {
    const keys = (n: number) => systemOptions(n).map((option) => `${option.key}=${option.lineCount}`)
    expect(keys(3)).toEqual(['trixie=4', 'patent=7', 'k_from_n:2=3'])
    expect(keys(4)).toEqual(['yankee=11', 'lucky_15=15', 'k_from_n:2=6', 'k_from_n:3=4'])
    expect(keys(8)).toContain('goliath=247')
    expect(keys(5).slice(0, 2)).toEqual(['canadian=26', 'lucky_31=31'])
  })

  it('counts the same lines as the contract makes', () => {
    for (let n = 3; n <= 10; n++)
      for (const option of systemOptions(n)) {
        const system = systemOfKey(option.key)
        if (!system) throw new Error(`${option.key} names no system`)
        const made = betLines(system, n)
        expect(made.ok && made.lines.length).toBe(option.lineCount)
        expect(countLines(system, n)).toBe(option.lineCount)
      }
  })

  it('leaves off a k from n of thousands of lines', () => {
    expect(systemOptions(20).some((option) => option.key === 'k_from_n:10')).toBe(false)
    expect(systemOptions(20).some((option) => option.key === 'k_from_n:4')).toBe(true)
  })

  it('keys round-trip', () => {
    expect(keyOfSystem({ kind: 'k_from_n', legsPerLine: 3 })).toBe('k_from_n:3')
    expect(systemOfKey('lucky_63')).toEqual({ kind: 'system', name: 'lucky_63' })
    expect(systemOfKey('nonsense')).toBeNull()
  })
})
