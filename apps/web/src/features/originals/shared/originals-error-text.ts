import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { isFieldErrorCode } from '../../../lib/field-errors.ts'
import { hasTranslation, translate } from '../../../lib/i18n.ts'
import { DemoFundsError } from './demo-wallet.ts'

/** A field code from the page's own checks or the server's `error.fields`, in the reader's language. */
export function originalsFieldText(code: string, values?: Record<string, string>): string {
  if (hasTranslation('common', `originals.fieldErrors.${code}`))
    return translate('common', `originals.fieldErrors.${code}`, values)
  if (isFieldErrorCode(code)) return translate('common', `fieldErrors.${code}`, values)
  if (hasTranslation('common', `errors.${code}`)) return translate('common', `errors.${code}`)
  return translate('common', 'fieldErrors.INVALID_FORMAT')
}

/** What a failed bet request means for the form: a field's code, or one sentence for the whole form. */
export function betFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; code: string } | { message: string } {
  const hasStake = (fields as readonly string[]).includes('stake')
  if (error instanceof DemoFundsError && hasStake) return { field: 'stake' as Field, code: error.code }
  if (error instanceof ApiError) {
    for (const field of fields) {
      const code = error.fields?.[field]
      if (code) return { field, code }
    }
    if (error.code === 'INSUFFICIENT_FUNDS' && hasStake) return { field: 'stake' as Field, code: error.code }
  }
  return { message: errorMessage(error) }
}
