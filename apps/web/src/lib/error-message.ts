import { ApiError } from './api.ts'
import { hasTranslation, translate } from './i18n.ts'

/** The translated sentence to show a player for any failure; never the server's internal wording. */
export function errorMessage(error: unknown): string {
  const key = error instanceof ApiError ? `errors.${error.code}` : 'errors.INTERNAL'
  return translate('common', hasTranslation('common', key) ? key : 'errors.INTERNAL')
}
