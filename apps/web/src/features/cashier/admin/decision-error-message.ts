import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { hasTranslation, translate } from '../../../lib/i18n.ts'

/** `cashier.errors.<CODE>` in the back office's words where it has them, the shared message otherwise. */
export function cashierErrorMessage(error: unknown): string {
  const key = error instanceof ApiError ? `cashier.errors.${error.code}` : ''
  return key && hasTranslation('admin', key) ? translate('admin', key) : errorMessage(error)
}
