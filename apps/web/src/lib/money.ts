import type { Language } from '@khela/contracts/i18n'
import { localeFor } from './format.ts'

/**
 * Writes integer minor units as an exact decimal string, so no amount ever passes through a float
 * (Intl.NumberFormat formats decimal strings without rounding them to a double).
 */
export function minorToDecimal(minor: number | bigint, fractionDigits: number): `${number}` {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`amount must be an integer number of minor units, got ${minor}`)
  }
  const units = BigInt(minor)
  const sign = units < 0n ? '-' : ''
  const digits = (units < 0n ? -units : units).toString().padStart(fractionDigits + 1, '0')
  if (fractionDigits === 0) return `${sign}${digits}` as `${number}`
  const whole = digits.slice(0, -fractionDigits)
  const fraction = digits.slice(-fractionDigits)
  return `${sign}${whole}.${fraction}` as `${number}`
}

/**
 * English shows the ISO code ("BDT 1,250.00"); Bengali shows the sign and Bengali digits ("১,২৫০.০০৳"). Where room
 * is short (a phone's header) `sign` shows the sign in English too ("৳1,250.00").
 */
export function formatMoney(
  minor: number | bigint,
  currency: string,
  language: Language,
  display: 'default' | 'sign' = 'default',
): string {
  const formatter = new Intl.NumberFormat(localeFor(language), {
    style: 'currency',
    currency,
    currencyDisplay: language === 'bn' || display === 'sign' ? 'narrowSymbol' : 'code',
  })
  const fractionDigits = formatter.resolvedOptions().maximumFractionDigits ?? 2
  return formatter.format(minorToDecimal(minor, fractionDigits))
}
