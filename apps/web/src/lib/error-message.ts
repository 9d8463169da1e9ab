import i18next from 'i18next'
import { ApiError } from './api.ts'

/** The translated sentence to show a player for any failure; never the server's internal wording. */
export function errorMessage(error: unknown): string {
  const key = error instanceof ApiError ? `errors.${error.code}` : 'errors.INTERNAL'
  return i18next.exists(key) ? i18next.t(key) : i18next.t('errors.INTERNAL')
}
