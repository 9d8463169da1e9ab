import { z } from 'zod'
import {
  type Country,
  countries,
  minimumAgeBounds,
  passwordLengthBounds,
  registrationSettings,
} from './accounts.ts'

/**
 * The operator's account settings as the back office edits them: everything the registration form applies
 * except Google sign-in, which follows the server's configuration.
 */
export const accountSettings = registrationSettings.omit({ isGoogleSignInEnabled: true })
export type AccountSettings = z.infer<typeof accountSettings>

/** Longest texts the registration modal has room for. */
export const accountTextLimits = { promoBanner: 80, termsVersion: 40 } as const

const wholeNumber = (bounds: { min: number; max: number }) =>
  z
    .number('REQUIRED')
    .int('NUMBER_OUT_OF_RANGE')
    .min(bounds.min, 'NUMBER_OUT_OF_RANGE')
    .max(bounds.max, 'NUMBER_OUT_OF_RANGE')

const operatorText = (maxLength: number) =>
  z.string('REQUIRED').trim().min(1, 'REQUIRED').max(maxLength, 'TEXT_TOO_LONG')

function isCountry(value: unknown): value is Country {
  return (countries as readonly unknown[]).includes(value)
}

/**
 * What an admin may save. Each problem is a `FieldErrorCode` at its field's path (`passwordPolicy.maxLength`),
 * so the form puts it beside the right control. Countries come back de-duplicated in the list's own order, so
 * saving the same choice twice stores the same document.
 */
export const accountSettingsInput = z.object({
  passwordPolicy: z
    .object({
      minLength: wholeNumber(passwordLengthBounds),
      maxLength: wholeNumber(passwordLengthBounds).nullable(),
      requireLowercase: z.boolean('REQUIRED'),
      requireUppercase: z.boolean('REQUIRED'),
      requireDigit: z.boolean('REQUIRED'),
      requireSymbol: z.boolean('REQUIRED'),
    })
    .refine((policy) => policy.maxLength === null || policy.maxLength >= policy.minLength, {
      message: 'MAX_BELOW_MIN',
      path: ['maxLength'],
    }),
  minimumAge: wholeNumber(minimumAgeBounds),
  restrictedCountries: z
    .array(z.unknown(), 'INVALID_CHOICE')
    .refine((codes) => codes.every(isCountry), 'INVALID_CHOICE')
    .transform((codes) => countries.filter((country) => codes.includes(country))),
  termsVersion: operatorText(accountTextLimits.termsVersion),
  promoBanner: z.object({
    en: operatorText(accountTextLimits.promoBanner),
    bn: operatorText(accountTextLimits.promoBanner),
  }),
})
export type AccountSettingsInput = z.input<typeof accountSettingsInput>

/**
 * Settings → Staff accounts: whether staff who manage users, not only administrators, may create accounts and
 * change roles (always within their own permissions, `canGrantRole`). Off until an administrator turns it on.
 */
export const staffAccountSettings = z.object({ canNonAdminsGrantRoles: z.boolean('REQUIRED') })
export type StaffAccountSettings = z.infer<typeof staffAccountSettings>

export const defaultStaffAccountSettings: StaffAccountSettings = { canNonAdminsGrantRoles: false }

/** An IANA time zone name the runtime knows (`Asia/Dhaka`, `Europe/London`); `Intl` rejects any other. */
export function isTimeZone(value: string): boolean {
  if (!value.includes('/') && value !== 'UTC') return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/**
 * Settings → Site: the operator's time zone. Every time the site shows (player pages, the back office, emails)
 * is written in it, and calendar days start at its midnight.
 */
export const siteSettings = z.object({
  timeZone: z
    .string('REQUIRED')
    .trim()
    .min(1, 'REQUIRED')
    .max(64, 'INVALID_CHOICE')
    .refine(isTimeZone, 'INVALID_CHOICE'),
})
export type SiteSettings = z.infer<typeof siteSettings>
