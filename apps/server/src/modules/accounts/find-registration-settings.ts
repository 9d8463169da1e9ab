import { type RegistrationSettings, registrationSettings } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { operatorSettings } from '../../db/schema/settings.ts'

export const registrationSettingsKey = 'registration'

/** What applies until the operator changes it in Settings. */
export const defaultRegistrationSettings: Omit<RegistrationSettings, 'isGoogleSignInEnabled'> = {
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
}

export async function findRegistrationSettings(db: Db): Promise<RegistrationSettings> {
  const [row] = await db
    .select({ value: operatorSettings.value })
    .from(operatorSettings)
    .where(eq(operatorSettings.key, registrationSettingsKey))
  // Google sign-in is not offered until it is built and configured (the accounts issue).
  return registrationSettings.parse({
    ...defaultRegistrationSettings,
    ...(row?.value as Partial<RegistrationSettings> | undefined),
    isGoogleSignInEnabled: false,
  })
}
