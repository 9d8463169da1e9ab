import type { Language } from '@khela/contracts/i18n'
import { operatorTimeZone } from '@khela/contracts/languages'
import { inLanguageDigits } from './digits.ts'
import { currentTimeZone } from './time-zone.ts'

const locales: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' }

/** The Intl locale for a site language: Bengali digits and lakh grouping in bn, en-GB in English. */
export function localeFor(language: Language): string {
  return locales[language]
}

// A formatter takes the browser a while to build and formats any number of values once built: one per language
// and kind is kept.
const numberFormats = new Map<Language, Intl.NumberFormat>()
const yearFormats = new Map<Language, Intl.DateTimeFormat>()

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
  const written = inLanguageDigits(grouped, language)
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

/**
 * Every time the site shows is written here, in the operator's time zone (`currentTimeZone()`, Asia/Dhaka
 * unless the operator chose another) whatever the browser's own zone: the same bet reads the same time on every
 * page. Pass `'UTC'` only for a calendar date stored without a time (a date of birth, a report's day).
 * Dates read the same way in both languages: dd/mm/yyyy, hh:mm with a 12-hour clock.
 */
export function formatDateTime(
  value: Date | string | number,
  language: Language,
  timeZone: string = currentTimeZone(),
): string {
  const written = dateFormat(language, timeZone, 'dateTime').format(new Date(value))
  // Intl writes Bengali times with the English AM and PM: Bengali pages use Bengali words for them.
  return language === 'bn'
    ? written.replace(/\b[AP]M\b/, (period) => bengaliDayPeriods[period] ?? period)
    : written
}

const bengaliDayPeriods: Record<string, string> = { AM: 'পূর্বাহ্ণ', PM: 'অপরাহ্ণ' }

export function formatDate(
  value: Date | string | number,
  language: Language,
  timeZone: string = currentTimeZone(),
): string {
  return dateFormat(language, timeZone, 'date').format(new Date(value))
}

/**
 * The operator's zone as a reader knows it at that moment ('GMT+6', 'BST'), written beside times where a reader
 * could take them for their own zone's: tables and the back office.
 */
export function formatTimeZoneName(
  value: Date | string | number,
  language: Language,
  timeZone: string = currentTimeZone(),
): string {
  const parts = dateFormat(language, timeZone, 'zone').formatToParts(new Date(value))
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

const dateOptions: Record<'dateTime' | 'date' | 'zone', Intl.DateTimeFormatOptions> = {
  dateTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  },
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  // The zone's name in English in both languages: 'GMT+6' reads the same to a Bengali reader, a Bengali
  // spelling of it would not be recognised.
  zone: { timeZoneName: 'short' },
}
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(
  language: Language,
  timeZone: string,
  kind: keyof typeof dateOptions,
): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${kind}`
  let format = dateFormats.get(key)
  if (!format) {
    const locale = kind === 'zone' ? 'en-GB' : localeFor(language)
    format = new Intl.DateTimeFormat(locale, { ...dateOptions[kind], timeZone })
    dateFormats.set(key, format)
  }
  return format
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
