import { dictionary } from '@zxcvbn-ts/language-common'
import { describe, expect, it } from 'vitest'
import { commonPasswordCount, isCommonPassword } from './common-passwords.ts'

describe('isCommonPassword', () => {
  it('refuses the passwords people use most, whatever their case', () => {
    for (const password of ['12345678', 'password', 'qwerty123', 'iloveyou', 'Password1', 'PASSWORD'])
      expect(isCommonPassword(password), password).toBe(true)
  })

  it('accepts passwords that are not on the list', () => {
    for (const password of ['correct-horse-battery', 'khela-player-1', 'Mangrove-Ferry-1971'])
      expect(isCommonPassword(password), password).toBe(false)
  })

  it('keeps the top of the ranked list and no more', () => {
    const ranked = dictionary['passwords-common']
    expect(ranked.length).toBeGreaterThan(commonPasswordCount)
    expect(isCommonPassword(ranked[commonPasswordCount - 1] ?? '')).toBe(true)
    const beyond = ranked
      .slice(commonPasswordCount)
      .find((password) => !ranked.slice(0, commonPasswordCount).includes(password))
    expect(isCommonPassword(beyond ?? '')).toBe(false)
  })
})
