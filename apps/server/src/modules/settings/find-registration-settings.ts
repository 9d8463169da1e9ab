import { type RegistrationSettings, registrationSettings } from '@khela/contracts/accounts'
import type { Db } from '../../db/client.ts'
import { findSettingsDocument } from './find-settings-document.ts'

export const registrationSettingsKey = 'registration'

/** What applies until the operator changes it in Settings. */
export const defaultRegistrationSettings: OperatorRegistrationSettings = {
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

/** The operator's own settings; whether Google sign-in is offered comes from the configuration instead. */
export type OperatorRegistrationSettings = Omit<RegistrationSettings, 'isGoogleSignInEnabled'>

const operatorRegistrationSettings = registrationSettings.omit({ isGoogleSignInEnabled: true })

export async function findRegistrationSettings(db: Db): Promise<OperatorRegistrationSettings> {
  return registrationSettingsOf(await findSettingsDocument(db, registrationSettingsKey))
}

/** The stored document as an SQL expression (null until saved), for a caller's statement: registrationSettingsOf. */
export const registrationSettingsSql = `(SELECT s.value FROM operator_settings s WHERE s.key = '${registrationSettingsKey}')`

/** The settings from the stored document (undefined or null until someone saves it), defaults applied. */
export function registrationSettingsOf(stored: unknown): OperatorRegistrationSettings {
  return operatorRegistrationSettings.parse({
    ...defaultRegistrationSettings,
    ...(stored as Partial<OperatorRegistrationSettings> | null | undefined),
  })
}
