import { randomInt } from 'node:crypto'

// No 0/O, 1/I/L: a receipt number is read aloud and typed back.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A shop deposit's printed number: `R-`, the UTC day and six random characters (R-20261127-7KQ2MX). */
export function newReceiptNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '')
  const suffix = Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')
  return `R-${day}-${suffix}`
}
