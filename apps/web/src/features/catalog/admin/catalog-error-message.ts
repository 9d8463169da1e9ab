import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { hasTranslation, translate } from '../../../lib/i18n.ts'

/** `catalog.<prefix>.<CODE>` from the back-office catalogue when it has one, the shared message otherwise. */
export function catalogErrorMessage(error: unknown, prefix: string): string {
  const key = error instanceof ApiError ? `catalog.${prefix}.${error.code}` : ''
  return key && hasTranslation('admin', key) ? translate('admin', key) : errorMessage(error)
}
