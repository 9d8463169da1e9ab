import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { hasTranslation, translate } from '../../../lib/i18n.ts'

/**
 * A failure in back-office words where the generic message would mislead (acting on yourself, on staff):
 * `<prefix>.<CODE>` from the admin catalogue when it has one, the shared message for the code otherwise.
 */
export function adminErrorMessage(error: unknown, prefix: string): string {
  const key = error instanceof ApiError ? `${prefix}.${error.code}` : ''
  return key && hasTranslation('admin', key) ? translate('admin', key) : errorMessage(error)
}
