import { DrizzleQueryError } from 'drizzle-orm/errors'

const maxMessageLength = 1_000
const maxDetailLength = 200
const maxStatementLength = 200
const maxStackFrames = 15
const maxCauses = 4

/** What the log keeps of a database error besides its message: PostgreSQL's SQLSTATE and the names involved. */
const keptProperties = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const

export type LoggedError = {
  type: string
  message: string
  stack: string
  detail?: string
  cause?: LoggedError
} & Partial<Record<(typeof keptProperties)[number], string | number>>

const bounded = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit)}… (${text.length - limit} more characters)` : text

/**
 * How the log shows an error (the logger's `err` serializer): type, bounded message, stack frames, the database's
 * SQLSTATE and constraint, and the same of its causes. A failed query's parameters are never logged and its
 * statement only in part: the parameters are whatever a request sent (up to a megabyte of text, a password), and
 * the driver's own error carries the statement again. Logged in full, one cheap bad request could write
 * megabytes to the log at error level.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = bounded(String(error), maxMessageLength)
    return { type: typeof error, message, stack: message }
  }
  const type = error.constructor.name
  const message =
    error instanceof DrizzleQueryError
      ? `Failed query: ${bounded(error.query, maxStatementLength)} (${error.params.length} parameters, not logged)`
      : bounded(error.message, maxMessageLength)
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, maxStackFrames)
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') }
  const properties = error as unknown as Record<string, unknown>
  for (const key of keptProperties) {
    const value = properties[key]
    if (typeof value === 'string' || typeof value === 'number')
      logged[key] = typeof value === 'string' ? bounded(value, maxDetailLength) : value
  }
  if (typeof properties.detail === 'string') logged.detail = bounded(properties.detail, maxDetailLength)
  if (error.cause !== undefined && depth < maxCauses) logged.cause = loggableError(error.cause, depth + 1)
  return logged
}
