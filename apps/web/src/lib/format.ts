import type { Language } from '@khela/contracts/i18n'
import { operatorTimeZone } from '@khela/contracts/languages'

const locales: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' }

/** The Intl locale for a site language: Bengali digits and lakh grouping in bn, en-GB in English. */
export function localeFor(language: Language): string {
  return locales[language]
}

// A formatter takes the browser a while to build (a millisecond or more on a phone, for each of the dozen
// counts on the lobby) and formats any number of values once built: one per language and kind is kept.
const numberFormats = new Map<Language, Intl.NumberFormat>()
const yearFormats = new Map<Language, Intl.DateTimeFormat>()

export function formatNumber(value: number | bigint, language: Language): string {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(localeFor(language))
    numberFormats.set(language, format)
  }
  return format.format(value)
}

/** Dates read the same way in both languages: dd/mm/yyyy, hh:mm with a 12-hour clock. */
export function formatDateTime(value: Date | string | number, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeFor(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(new Date(value))
}

export function formatDate(value: Date | string | number, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeFor(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(new Date(value))
}

/**
 * The year in Bangladesh's time, so the server's render of a page and the browser's first render agree
 * wherever either of them runs (the server's page cache is keyed by the same year: apps/server lobby-page.ts).
 */
export function formatYear(value: Date | string | number, language: Language): string {
  let format = yearFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(language), { year: 'numeric', timeZone: operatorTimeZone })
    yearFormats.set(language, format)
  }
  return format.format(new Date(value))
}
