import type { RegistrationSettings } from '@khela/contracts/accounts'
import { isFieldErrorCode } from './field-errors.ts'
import { useTranslation } from './i18n.ts'

/**
 * Turns a form error (a `FieldErrorCode`, from the schema or from the API) into the reader's language,
 * with the operator's numbers filled in where the message names them.
 */
export function useFieldErrorText(settings?: RegistrationSettings) {
  const { t } = useTranslation()
  const values = {
    minLength: settings?.passwordPolicy.minLength ?? '',
    maxLength: settings?.passwordPolicy.maxLength ?? '',
    minimumAge: settings?.minimumAge ?? 18,
  }
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined
    return t(`fieldErrors.${isFieldErrorCode(message) ? message : 'INVALID_CHOICE'}`, values)
  }
}
