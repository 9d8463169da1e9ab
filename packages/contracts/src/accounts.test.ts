import { describe, expect, it } from 'vitest'
import { type RegistrationInput, type RegistrationSettings, registrationInputFor } from './accounts.ts'

const settings: RegistrationSettings = {
  isGoogleSignInEnabled: false,
  passwordPolicy: {
    minLength: 8,
    maxLength: null,
    requireLowercase: false,
    requireUppercase: false,
    requireDigit: true,
    requireSymbol: false,
  },
  minimumAge: 18,
  restrictedCountries: ['US'],
  termsVersion: '2026-11-01',
  promoBanner: { en: '6000 BDT ON FIRST DEPOSIT', bn: 'প্রথম ডিপোজিটে ৬০০০ টাকা' },
}

const today = new Date('2026-11-21T12:00:00Z')

function registration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    email: 'Rahim@Example.com',
    phone: '01712345678',
    password: 'khela2026',
    currency: 'BDT',
    offer: 'welcome_crash_bonus',
    dateOfBirth: '1990-05-01',
    country: 'BD',
    termsAccepted: true,
    ...overrides,
  }
}

function problems(input: unknown): Record<string, string> {
  const result = registrationInputFor(settings, today).safeParse(input)
  if (result.success) return {}
  // The form shows a field's first problem, as react-hook-form does.
  const firstByField: Record<string, string> = {}
  for (const issue of result.error.issues) firstByField[issue.path.join('.')] ??= issue.message
  return firstByField
}

describe('registrationInputFor', () => {
  it('accepts a valid registration and normalises it like the server', () => {
    const result = registrationInputFor(settings, today).parse(registration({ promoCode: ' welcome ' }))
    expect(result).toMatchObject({
      email: 'rahim@example.com',
      phone: '+8801712345678',
      promoCode: 'WELCOME',
    })
  })

  it('applies the password policy', () => {
    expect(problems(registration({ password: 'khelakhela' }))).toEqual({ password: 'PASSWORD_NEEDS_DIGIT' })
  })

  it('refuses a player younger than the minimum age, counting birthdays to the day', () => {
    expect(problems(registration({ dateOfBirth: '2008-11-22' }))).toEqual({ dateOfBirth: 'UNDER_AGE' })
    expect(problems(registration({ dateOfBirth: '2008-11-21' }))).toEqual({})
  })

  it('refuses a restricted country', () => {
    expect(problems(registration({ country: 'US' }))).toEqual({ country: 'COUNTRY_RESTRICTED' })
  })

  it('reports every field at once', () => {
    expect(
      problems(
        registration({
          email: 'nope',
          password: 'short',
          dateOfBirth: '2015-01-01',
          termsAccepted: false as never,
        }),
      ),
    ).toEqual({
      email: 'INVALID_EMAIL',
      password: 'PASSWORD_TOO_SHORT',
      dateOfBirth: 'UNDER_AGE',
      termsAccepted: 'TERMS_REQUIRED',
    })
  })
})
