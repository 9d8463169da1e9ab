import { minimumAgeBounds, passwordLengthBounds } from '@khela/contracts/accounts'
import { accountTextLimits } from '@khela/contracts/settings'
import { hasTranslation, useTranslation } from '../../../lib/i18n.ts'

/** The limits each field's message names: the same ones the API checks. */
const boundsOf = {
  'passwordPolicy.minLength': passwordLengthBounds,
  'passwordPolicy.maxLength': passwordLengthBounds,
  minimumAge: minimumAgeBounds,
  restrictedCountries: {},
  termsVersion: { max: accountTextLimits.termsVersion },
  'promoBanner.en': { max: accountTextLimits.promoBanner },
  'promoBanner.bn': { max: accountTextLimits.promoBanner },
} as const

export type SettingsField = keyof typeof boundsOf
export const settingsFields = Object.keys(boundsOf) as SettingsField[]

/** A field's error code (from the form's schema or from the API) in the back office's words, with its limits. */
export function useSettingsErrorText() {
  const { t } = useTranslation('admin')
  return (field: SettingsField, code: string | undefined): string | undefined => {
    if (code === undefined) return undefined
    const key = `settings.errors.${code}`
    return t(hasTranslation('admin', key) ? key : 'settings.errors.INVALID', boundsOf[field])
  }
}
