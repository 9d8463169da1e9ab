import { describe, expect, it } from 'vitest'
import { registrationSettings } from './accounts.ts'
import { type AccountSettingsInput, accountSettingsInput } from './settings.ts'

function settings(overrides: Partial<AccountSettingsInput> = {}): AccountSettingsInput {
  return {
    passwordPolicy: {
      minLength: 8,
      maxLength: null,
      requireLowercase: false,
      requireUppercase: false,
      requireDigit: false,
      requireSymbol: false,
    },
    minimumAge: 18,
    restrictedCountries: [],
    termsVersion: '2026-11-01',
    promoBanner: { en: '6000 BDT ON FIRST DEPOSIT', bn: 'প্রথম ডিপোজিটে ৬০০০ টাকা' },
    ...overrides,
  }
}

function policy(overrides: Partial<AccountSettingsInput['passwordPolicy']>) {
  return { passwordPolicy: { ...settings().passwordPolicy, ...overrides } }
}

/** Each refused field's code, keyed by its path, as the API reports them. */
function problems(input: unknown): Record<string, string> {
  const result = accountSettingsInput.safeParse(input)
  if (result.success) return {}
  const byField: Record<string, string> = {}
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message
  return byField
}

describe('accountSettingsInput', () => {
  it('accepts settings the registration form can apply, with texts trimmed', () => {
    const saved = accountSettingsInput.parse(
      settings({ termsVersion: ' 2027-01 ', promoBanner: { en: ' BONUS ', bn: 'বোনাস' } }),
    )
    expect(saved).toMatchObject({ termsVersion: '2027-01', promoBanner: { en: 'BONUS', bn: 'বোনাস' } })
    expect(registrationSettings.parse({ ...saved, isGoogleSignInEnabled: false })).toMatchObject(saved)
  })

  it('stores restricted countries once each, in the list order, so the same choice saves the same document', () => {
    const saved = accountSettingsInput.parse(settings({ restrictedCountries: ['US', 'GB', 'US', 'IN'] }))
    expect(saved.restrictedCountries).toEqual(['IN', 'US', 'GB'])
  })

  it('refuses country codes it does not know', () => {
    expect(problems(settings({ restrictedCountries: ['US', 'XX'] }))).toEqual({
      restrictedCountries: 'INVALID_CHOICE',
    })
    expect(problems(settings({ restrictedCountries: [1] }))).toEqual({
      restrictedCountries: 'INVALID_CHOICE',
    })
  })

  it('keeps password lengths between 6 and 128 whole characters, the maximum not below the minimum', () => {
    expect(problems(settings(policy({ minLength: 5 })))).toEqual({
      'passwordPolicy.minLength': 'NUMBER_OUT_OF_RANGE',
    })
    expect(problems(settings(policy({ minLength: 129 })))).toEqual({
      'passwordPolicy.minLength': 'NUMBER_OUT_OF_RANGE',
    })
    expect(problems(settings(policy({ minLength: 8.5 })))).toEqual({
      'passwordPolicy.minLength': 'NUMBER_OUT_OF_RANGE',
    })
    expect(problems(settings(policy({ minLength: Number.NaN })))).toEqual({
      'passwordPolicy.minLength': 'REQUIRED',
    })
    expect(problems(settings(policy({ minLength: 12, maxLength: 10 })))).toEqual({
      'passwordPolicy.maxLength': 'MAX_BELOW_MIN',
    })
    expect(problems(settings(policy({ minLength: 12, maxLength: 12 })))).toEqual({})
    expect(problems(settings(policy({ maxLength: 200 })))).toEqual({
      'passwordPolicy.maxLength': 'NUMBER_OUT_OF_RANGE',
    })
  })

  it('keeps the minimum age between 18 and 25', () => {
    expect(problems(settings({ minimumAge: 16 }))).toEqual({ minimumAge: 'NUMBER_OUT_OF_RANGE' })
    expect(problems(settings({ minimumAge: 26 }))).toEqual({ minimumAge: 'NUMBER_OUT_OF_RANGE' })
    expect(problems(settings({ minimumAge: 21 }))).toEqual({})
  })

  it('needs the banner in both languages and a terms version, none too long', () => {
    expect(problems(settings({ termsVersion: '  ', promoBanner: { en: 'x'.repeat(81), bn: '' } }))).toEqual({
      termsVersion: 'REQUIRED',
      'promoBanner.en': 'TEXT_TOO_LONG',
      'promoBanner.bn': 'REQUIRED',
    })
  })
})
