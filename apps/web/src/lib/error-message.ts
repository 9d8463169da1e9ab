import { ApiError } from './api.ts'
import { formatDateTime } from './format.ts'
import type { MessageValues } from './format-message.ts'
import { currentLanguage, hasTranslation, translate } from './i18n.ts'
import { formatMoney } from './money.ts'

/** The translated sentence to show a player for any failure; never the server's internal wording. */
export function errorMessage(error: unknown): string {
  const key = error instanceof ApiError ? `errors.${error.code}` : 'errors.INTERNAL'
  if (!hasTranslation('common', key)) return translate('common', 'errors.INTERNAL')
  return translate('common', key, error instanceof ApiError ? messageValues(error.fields) : undefined)
}

/**
 * The details some errors carry in `fields` (a limit's room left or a bonus's maximum bet in minor units with its
 * currency, the time an exclusion ends), formatted for the reader so the message can say them.
 */
function messageValues(fields: Record<string, string> | undefined): MessageValues | undefined {
  if (!fields) return undefined
  const language = currentLanguage()
  const values: MessageValues = {}
  if (fields.remaining && fields.currency && /^\d+$/.test(fields.remaining))
    values.remaining = formatMoney(Number(fields.remaining), fields.currency, language)
  if (fields.maxBet && fields.currency && /^\d+$/.test(fields.maxBet))
    values.maxBet = formatMoney(Number(fields.maxBet), fields.currency, language)
  if (fields.until && !Number.isNaN(Date.parse(fields.until)))
    values.until = formatDateTime(fields.until, language)
  return values
}
