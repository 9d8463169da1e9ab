import { describe, expect, it } from 'vitest'
import { signedTakaText, takaText } from './taka-text.ts'

describe('takaText', () => {
  it('reads taka as poisha and refuses a sign', () => {
    expect(takaText.parse('1,500.5')).toBe(150_050)
    expect(takaText.safeParse('-5').error?.issues[0]?.message).toBe('INVALID_FORMAT')
  })
})

describe('signedTakaText', () => {
  it('reads a leading minus (or the minus sign) as an amount taken back', () => {
    expect(signedTakaText.parse('500')).toBe(50_000)
    expect(signedTakaText.parse(' -250.5 ')).toBe(-25_050)
    expect(signedTakaText.parse('−১০০')).toBe(-10_000)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', '-', '--5', '+5', 'abc', '5-']) {
      expect(signedTakaText.safeParse(text).error?.issues[0]?.message, text).toBe('INVALID_FORMAT')
    }
  })
})
