import { z } from 'zod'
import { parseTaka } from '../../lib/taka.ts'

/**
 * A form's text field holding taka, read as poisha for the contract's amount schema to check; text that is no
 * amount at all is refused as `INVALID_FORMAT`.
 */
export const takaText = z.string().transform((text, context) => {
  const poisha = parseTaka(text)
  if (poisha === null) {
    context.addIssue({ code: 'custom', message: 'INVALID_FORMAT' })
    return z.NEVER
  }
  return poisha
})

/** Like `takaText`, but a leading minus (or the minus sign −) makes the amount negative: a correction that takes. */
export const signedTakaText = z.string().transform((text, context) => {
  const trimmed = text.trim()
  const isNegative = /^[-−]/.test(trimmed)
  const poisha = parseTaka(isNegative ? trimmed.slice(1) : trimmed)
  if (poisha === null) {
    context.addIssue({ code: 'custom', message: 'INVALID_FORMAT' })
    return z.NEVER
  }
  return isNegative ? -poisha : poisha
})
