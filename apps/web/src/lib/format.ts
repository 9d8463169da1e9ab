import type { Language } from '@khela/contracts/i18n'
import { operatorTimeZone } from '@khela/contracts/languages'

const locales: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' }

/** The Intl locale for a site language: Bengali digits and lakh grouping in bn, en-GB in English. */
export function localeFor(language: Language): string {
  return locales[language]
}

// A formatter takes the browser a while to build and formats any number of values once built: one per language
// and kind is kept.
const numberFormats = new Map<Language, Intl.NumberFormat>()
const yearFormats = new Map<Language, Intl.DateTimeFormat>()

const bengaliDigits = '০১২৩৪৫৬৭৮৯'
// Where a separator goes: before every third digit from the right in English; in Bengali before the last three
// and then every second (lakh and crore: ১২,৩৪,৫৬৭).
const thousands = /\B(?=(\d{3})+$)/g
const lakhs = /\B(?=(\d{2})*\d{3}$)/g

/**
 * A whole number written exactly as Intl writes it in the language, without Intl: the first Intl formatter a
 * page builds loads the browser's locale data, 20–70 ms on a desktop and several times that on a phone, and the
 * lobby's counts would pay it in the middle of being adopted (a long task). Tested against Intl.
 */
function formatWholeNumber(value: number, language: Language): string {
  const digits = String(Math.abs(value))
  const grouped = language === 'bn' ? digits.replace(lakhs, ',') : digits.replace(thousands, ',')
  const written =
    language === 'bn' ? grouped.replace(/\d/g, (digit) => bengaliDigits[Number(digit)] ?? digit) : grouped
  return value < 0 ? `-${written}` : written
}

export function formatNumber(value: number | bigint, language: Language): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0))
    return formatWholeNumber(value, language)
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
