import { defaultLanguage, type Language, languageCookie, languages } from '@khela/contracts/languages'

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value)

/**
 * The language a page request should be answered in: the player's saved choice (a cookie the web app
 * keeps), else Bengali when the browser lists it at all, as the web app itself decides on a first visit.
 */
export function preferredLanguage(
  cookies: Record<string, string | undefined>,
  acceptLanguage = '',
): Language {
  const chosen = cookies[languageCookie]
  if (isLanguage(chosen)) return chosen
  const listsBengali = acceptLanguage
    .split(',')
    .some((entry) => entry.trim().toLowerCase().split(';')[0]?.split('-')[0] === 'bn')
  return listsBengali ? 'bn' : defaultLanguage
}
