import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { loggableError } from './loggable-error.ts'

/** What the pg driver and PGlite throw: PostgreSQL's fields, and (PGlite) the statement again. */
function databaseError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), fields)
}

describe('loggableError', () => {
  it("keeps a failed query's SQLSTATE and statement start, never its parameters", () => {
    const secret = `${'s3cret-password '.repeat(50_000)}`
    const statement = `select "code" from "promo_codes" where "code" = $1 ${'and true '.repeat(100)}`
    const cause = databaseError('invalid byte sequence for encoding "UTF8": 0x00', {
      code: '22021',
      routine: 'report_invalid_encoding_int',
      query: statement,
    })
    const error = new DrizzleQueryError(statement, [secret, 'a\u0000b'], cause)

    const logged = loggableError(error)
    const text = JSON.stringify(logged)

    expect(text).not.toContain('s3cret-password')
    expect(text).not.toContain('\\u0000')
    expect(text.length).toBeLessThan(6_000)
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('2 parameters, not logged'),
      cause: { code: '22021', routine: 'report_invalid_encoding_int', message: cause.message },
    })
    expect(JSON.stringify((logged as { cause: unknown }).cause)).not.toContain('and true')
  })

  it('bounds the message, stack and detail of any error, and follows a few causes', () => {
    const huge = 'x'.repeat(1_000_000)
    let error: Error = Object.assign(new Error(huge), { detail: `Failing row contains (${huge})` })
    for (let depth = 0; depth < 10; depth += 1) error = new Error(`wrapper ${depth}`, { cause: error })

    const text = JSON.stringify(loggableError(error))

    expect(text.length).toBeLessThan(20_000)
    expect(text).toContain('wrapper 9')
    expect(text).not.toContain('wrapper 4')
  })

  it('shows anything thrown that is not an Error as bounded text', () => {
    expect(loggableError('plain')).toMatchObject({ type: 'string', message: 'plain' })
    expect(loggableError('y'.repeat(5_000)).message.length).toBeLessThan(1_100)
  })
})
