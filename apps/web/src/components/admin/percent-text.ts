import { z } from 'zod'
import { parsePercent } from './basis-points.ts'

/**
 * A form's text field holding a percentage, read as basis points for the contract's `basisPoints` schema to check;
 * text that is no percentage at all is refused as `INVALID_FORMAT`.
 */
export const percentText = z.string().transform((text, context) => {
  const basisPoints = parsePercent(text)
  if (basisPoints === null) {
    context.addIssue({ code: 'custom', message: 'INVALID_FORMAT' })
    return z.NEVER
  }
  return basisPoints
})
