import { z } from 'zod'
import { localizedText } from './i18n.ts'
import { sessionUser } from './session.ts'

/** Currencies a player may hold, in the order the registration form lists them (BDT first, the default). */
export const currencies = [
  'BDT',
  'INR',
  'BIF',
  'BRL',
  'CDF',
  'GHS',
  'LKR',
  'MMK',
  'MZN',
  'NPR',
  'PHP',
  'RWF',
  'TZS',
] as const
export type Currency = (typeof currencies)[number]

/** The symbol the form shows beside the code, where the original site showed one. */
export const currencySymbols: Partial<Record<Currency, string>> = {
  INR: '₹',
  BIF: 'FBu',
  BRL: 'R$',
  GHS: 'GHC',
  MMK: 'K',
  MZN: 'MT',
}

/** Welcome offers, the first being the default; the bonus engine decides what each grants. */
export const welcomeOffers = [
  'welcome_crash_bonus',
  'welcome_live_bonus',
  'welcome_slots_bonus',
  'sport_welcome_pack_700',
  'crash_welcome_pack_700',
] as const
export type WelcomeOffer = (typeof welcomeOffers)[number]

/** ISO 3166-1 alpha-2 codes a player may declare. */
export const countries = ['BD', 'IN', 'PK', 'NP', 'BT', 'LK', 'US', 'GB'] as const
export type Country = (typeof countries)[number]

/**
 * Why a field was refused. The API puts these in `error.fields`, the forms' schemas use them as messages, and
 * the site shows `fieldErrors.<CODE>` in the reader's language.
 */
export const fieldErrorCodes = [
  'REQUIRED',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_DATE',
  'INVALID_CHOICE',
  'EMAIL_TAKEN',
  'PHONE_TAKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_NEEDS_LOWERCASE',
  'PASSWORD_NEEDS_UPPERCASE',
  'PASSWORD_NEEDS_DIGIT',
  'PASSWORD_NEEDS_SYMBOL',
  'PASSWORD_TOO_COMMON',
  'UNDER_AGE',
  'COUNTRY_RESTRICTED',
  'TERMS_REQUIRED',
  'PROMO_UNKNOWN',
  'PROMO_EXPIRED',
  'PASSWORD_INCORRECT',
  'PASSWORD_NOT_SET',
  'NUMBER_OUT_OF_RANGE',
  'MAX_BELOW_MIN',
  'TEXT_TOO_LONG',
  'INVALID_SLUG',
  'SLUG_TAKEN',
  'SLUG_RESERVED',
  'INVALID_LINK',
  'INVALID_IDEMPOTENCY_KEY',
  'INVALID_FORMAT',
  'INVALID_CHARACTER',
  'INVALID_PATTERN',
  'INVALID_COLOUR',
  'TOO_MANY',
  'DUPLICATE_KEY',
  'ONE_UNIQUE_FIELD',
  'PRESET_OUTSIDE_LIMITS',
  'AMOUNT_BELOW_MINIMUM',
  'AMOUNT_ABOVE_MAXIMUM',
  'TRANSACTION_ID_TAKEN',
  'SLIP_UNAVAILABLE',
  'SLIP_ALREADY_USED',
  'IMAGE_UNAVAILABLE',
  'DATE_BEFORE_FROM',
  'DATE_RANGE_TOO_LONG',
  /** An affiliate link's landing page: a path on this site only. */
  'INVALID_LANDING_PATH',
  /** A campaign sub-id: letters, digits, - and _. */
  'INVALID_SUB_ID',
  'CODE_FIXED',
  'PROBABILITIES_SUM',
  'DATE_IN_PAST',
  'LINE_REQUIRED',
  'SIDE_REQUIRED',
  'SAME_PARTICIPANTS',
  'MARKET_EXISTS',
  'PROBABILITIES_COUNT',
  'WRONG_SELECTION_COUNT',
  'DUPLICATE_SELECTION',
  'DUPLICATE',
  'SQUAD_TOO_SMALL',
  'PLAYER_REQUIRED',
  'NOT_IN_SQUAD',
  'INVALID_URL',
  'URL_SCHEME_NOT_ALLOWED',
  /** A commission plan's NGR bands: the first from 0, each next higher. */
  'TIERS_START_AT_ZERO',
  'TIERS_OUT_OF_ORDER',
] as const
export type FieldErrorCode = (typeof fieldErrorCodes)[number]

const bangladeshMobile = /^(?:\+?880|0)?(1[3-9]\d{8})$/
const e164 = /^\+[1-9]\d{7,14}$/

/**
 * E.164 form of a phone number, or null. Bangladeshi mobiles are accepted as `01XXXXXXXXX`, `8801…` or
 * `+8801…`; other countries' numbers must already carry their `+` and country code.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s\-()]/g, '')
  const bangladeshi = bangladeshMobile.exec(compact)
  if (bangladeshi) return `+880${bangladeshi[1]}`
  return e164.test(compact) ? compact : null
}

export const phoneNumber = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .transform((value, context) => {
    const normalized = normalizePhone(value)
    if (normalized === null) {
      context.addIssue({ code: 'custom', message: 'INVALID_PHONE' })
      return z.NEVER
    }
    return normalized
  })

export const emailAddress = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .max(254, 'INVALID_EMAIL')
  .pipe(z.email('INVALID_EMAIL'))
  .transform((email) => email.toLowerCase())

const isoDate = z
  .string()
  .min(1, 'REQUIRED')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'INVALID_DATE')

/**
 * What an operator may set. Passwords: Better Auth refuses fewer than 6 characters and the API takes at most 128.
 * Age: 18 is the floor the law sets almost everywhere gambling is licensed.
 */
export const passwordLengthBounds = { min: 6, max: 128 } as const
export const minimumAgeBounds = { min: 18, max: 25 } as const

export const passwordPolicy = z.object({
  minLength: z.number().int().min(passwordLengthBounds.min).max(passwordLengthBounds.max),
  maxLength: z.number().int().min(passwordLengthBounds.min).max(passwordLengthBounds.max).nullable(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireDigit: z.boolean(),
  requireSymbol: z.boolean(),
})
export type PasswordPolicy = z.infer<typeof passwordPolicy>

/**
 * Checks that only the server runs: its list of the most common passwords is far too large for the site's bundle,
 * so the site learns of that problem from the server's answer (`PASSWORD_TOO_COMMON`).
 */
export interface PasswordChecks {
  isCommonPassword?: (password: string) => boolean
}

/** Every rule of the policy the password breaks, in the order the form lists them, then the server's checks. */
export function passwordProblems(
  password: string,
  policy: PasswordPolicy,
  checks: PasswordChecks = {},
): FieldErrorCode[] {
  const problems: FieldErrorCode[] = []
  const length = [...password].length
  if (length < policy.minLength) problems.push('PASSWORD_TOO_SHORT')
  if (policy.maxLength !== null && length > policy.maxLength) problems.push('PASSWORD_TOO_LONG')
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) problems.push('PASSWORD_NEEDS_LOWERCASE')
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) problems.push('PASSWORD_NEEDS_UPPERCASE')
  if (policy.requireDigit && !/\p{Nd}/u.test(password)) problems.push('PASSWORD_NEEDS_DIGIT')
  if (policy.requireSymbol && !/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('PASSWORD_NEEDS_SYMBOL')
  if (checks.isCommonPassword?.(password)) problems.push('PASSWORD_TOO_COMMON')
  return problems
}

/** Whole years between a date of birth (YYYY-MM-DD) and a day. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number)
  const age = today.getUTCFullYear() - year
  const hasHadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day)
  return hasHadBirthday ? age : age - 1
}

/** What the registration and sign-in forms need from the operator's settings, in one request. */
export const registrationSettings = z.object({
  /** Google sign-in is offered only when the operator has configured it. */
  isGoogleSignInEnabled: z.boolean(),
  passwordPolicy,
  minimumAge: z.number().int().min(minimumAgeBounds.min).max(minimumAgeBounds.max),
  restrictedCountries: z.array(z.enum(countries)),
  termsVersion: z.string().min(1),
  promoBanner: localizedText,
})
export type RegistrationSettings = z.infer<typeof registrationSettings>

/** The original site's registration payload (email, phone, currency, offer, promoCode) plus what consent and the law need. */
export const registrationInput = z.object({
  email: emailAddress,
  phone: phoneNumber,
  password: z.string().min(1, 'REQUIRED').max(128, 'PASSWORD_TOO_LONG'),
  currency: z.enum(currencies, 'INVALID_CHOICE'),
  offer: z.enum(welcomeOffers, 'INVALID_CHOICE'),
  dateOfBirth: isoDate,
  country: z.enum(countries, 'INVALID_CHOICE'),
  promoCode: z
    .string()
    .trim()
    .max(32, 'PROMO_UNKNOWN')
    .transform((code) => (code === '' ? undefined : code.toUpperCase()))
    .optional(),
  termsAccepted: z.literal(true, 'TERMS_REQUIRED'),
})
export type RegistrationInput = z.input<typeof registrationInput>

/**
 * The registration schema with the operator's rules applied to their fields: the form checks with it as the
 * player types, and the server checks with it again. Each field reports its own problem.
 */
export function registrationInputFor(
  settings: Pick<RegistrationSettings, 'passwordPolicy' | 'minimumAge' | 'restrictedCountries'>,
  today: Date = new Date(),
  passwordChecks: PasswordChecks = {},
) {
  const { shape } = registrationInput
  return registrationInput.extend({
    password: shape.password.superRefine((password, context) => {
      for (const problem of passwordProblems(password, settings.passwordPolicy, passwordChecks)) {
        context.addIssue({ code: 'custom', message: problem })
      }
    }),
    dateOfBirth: shape.dateOfBirth.refine(
      (dateOfBirth) => ageOn(dateOfBirth, today) >= settings.minimumAge,
      'UNDER_AGE',
    ),
    country: shape.country.refine(
      (country) => !settings.restrictedCountries.includes(country),
      'COUNTRY_RESTRICTED',
    ),
  })
}

/**
 * What a player who signed up with Google still owes before playing: the registration without email and
 * password, which Google vouched for and which such an account does not have.
 */
export const registrationCompletion = registrationInput.omit({ email: true, password: true })
export type RegistrationCompletion = z.input<typeof registrationCompletion>

/** The completion schema with the operator's rules, as `registrationInputFor` applies them. */
export function registrationCompletionFor(
  settings: Parameters<typeof registrationInputFor>[0],
  today: Date = new Date(),
) {
  return registrationInputFor(settings, today).omit({ email: true, password: true })
}

export const signInInput = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('email'),
    email: emailAddress,
    password: z.string().min(1, 'REQUIRED').max(128),
  }),
  z.object({
    method: z.literal('phone'),
    phone: phoneNumber,
    password: z.string().min(1, 'REQUIRED').max(128),
  }),
])
export type SignInInput = z.input<typeof signInInput>

export const signedIn = z.object({ user: sessionUser })

export const promoCodeStatus = z.object({ status: z.enum(['valid', 'unknown', 'expired']) })
export type PromoCodeStatus = z.infer<typeof promoCodeStatus>

export const genders = ['male', 'female', 'other'] as const

/** The profile page's data. Email is shown, not edited here; its confirmed badge follows verification. */
export const profile = z.object({
  email: z.string(),
  isEmailVerified: z.boolean(),
  phone: z.string(),
  name: z.string(),
  surname: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(genders).nullable(),
  country: z.enum(countries),
  city: z.string(),
  currency: z.enum(currencies),
  isSubscribedToNewsletter: z.boolean(),
  language: z.enum(['en', 'bn']),
})
export type Profile = z.infer<typeof profile>

export const profileUpdate = z.object({
  phone: phoneNumber,
  name: z.string().trim().min(1, 'REQUIRED').max(60, 'INVALID_CHOICE'),
  surname: z.string().trim().max(60, 'INVALID_CHOICE'),
  gender: z.enum(genders, 'INVALID_CHOICE').nullable(),
  country: z.enum(countries, 'INVALID_CHOICE'),
  city: z.string().trim().max(80, 'INVALID_CHOICE'),
  isSubscribedToNewsletter: z.boolean(),
  language: z.enum(['en', 'bn'], 'INVALID_CHOICE'),
})
export type ProfileUpdate = z.input<typeof profileUpdate>

export const passwordChange = z.object({
  currentPassword: z.string().min(1, 'REQUIRED').max(128),
  newPassword: z.string().min(1, 'REQUIRED').max(128, 'PASSWORD_TOO_LONG'),
})
export type PasswordChange = z.input<typeof passwordChange>
