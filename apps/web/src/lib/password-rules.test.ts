import type { PasswordPolicy } from '@khela/contracts/accounts'
import { describe, expect, it } from 'vitest'
import { passwordRules } from './password-rules.ts'

const policy: PasswordPolicy = {
  minLength: 8,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireDigit: true,
  requireSymbol: false,
}

describe('passwordRules', () => {
  it('lists only the rules the policy sets', () => {
    expect(passwordRules(policy)).toEqual(['PASSWORD_TOO_SHORT', 'PASSWORD_NEEDS_DIGIT'])
    expect(
      passwordRules({
        ...policy,
        maxLength: 64,
        requireLowercase: true,
        requireUppercase: true,
        requireSymbol: true,
      }),
    ).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'PASSWORD_NEEDS_LOWERCASE',
      'PASSWORD_NEEDS_UPPERCASE',
      'PASSWORD_NEEDS_DIGIT',
      'PASSWORD_NEEDS_SYMBOL',
    ])
  })
})
