import { isFieldErrorCode } from '../../lib/field-errors.ts'
import { hasTranslation, translate } from '../../lib/i18n.ts'

/** A code from a form rule, the server's `error.fields` or a slip check, in the reader's language. */
export function cashierErrorText(code: string): string {
  if (isFieldErrorCode(code)) return translate('common', `fieldErrors.${code}`)
  if (hasTranslation('common', `errors.${code}`)) return translate('common', `errors.${code}`)
  if (hasTranslation('common', `cashier.errors.${code}`)) return translate('common', `cashier.errors.${code}`)
  return translate('common', 'fieldErrors.INVALID_FORMAT')
}
