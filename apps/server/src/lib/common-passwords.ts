import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * How many of the most used passwords are refused. The list (zxcvbn's, from leaked password sets) is ranked by
 * use; the top 10,000 are the ones tried first by anyone guessing, and they cover the sequences, keyboard walks
 * and words a player might otherwise pick (`12345678`, `password`, `qwerty123`).
 */
export const commonPasswordCount = 10_000

// Built once, when the server loads this module; server-only, so the site's bundle never carries the list.
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, commonPasswordCount))

/** Whether a password is one of the most common ones, ignoring case (`Password` is as guessable as `password`). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase())
}
