import type { Language } from '@khela/contracts/i18n'
import { localeFor } from '../../../lib/format.ts'
import { minorToDecimal } from '../../../lib/money.ts'

/** A chart's date label: day and short month of an operator's calendar date (noon UTC keeps it that date). */
export function dayLabelFormatter(language: Language): (day: string) => string {
  const format = new Intl.DateTimeFormat(localeFor(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  return (day) => format.format(new Date(`${day}T12:00:00Z`))
}

function fractionDigitsOf(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  )
}

/** Minor units in one major unit of the currency (100 poisha in a taka). */
export function minorUnitsPerMajor(currency: string): number {
  return 10 ** fractionDigitsOf(currency)
}

/** A value axis tick of money: major units, compact (1.2K, 3M; Bengali digits in bn), no currency sign. */
export function moneyTickFormatter(currency: string, language: Language): (minor: number) => string {
  const fractionDigits = fractionDigitsOf(currency)
  const format = new Intl.NumberFormat(localeFor(language), { notation: 'compact', maximumFractionDigits: 1 })
  return (minor) => format.format(minorToDecimal(minor, fractionDigits))
}
