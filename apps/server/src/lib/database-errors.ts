/**
 * Whether a database error (or one it wraps: Drizzle wraps the driver's) is a unique violation, optionally of
 * one named constraint. Both pg and PGlite report PostgreSQL's SQLSTATE and constraint name.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current: unknown = error;
    current instanceof Object;
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown }
    if (code === '23505') return constraint === undefined || violated === constraint
  }
  return false
}

/**
 * Whether PostgreSQL gave up on a transaction only because of its timing with another one (a serialization
 * failure, 40001, or a deadlock, 40P01): the same transaction run again may well succeed.
 */
export function isRetryableTransactionError(error: unknown): boolean {
  for (
    let current: unknown = error;
    current instanceof Object;
    current = (current as { cause?: unknown }).cause
  ) {
    const { code } = current as { code?: unknown }
    if (code === '40001' || code === '40P01') return true
  }
  return false
}

/**
 * Whether a statement refused with `reason` by raising it (khela_refuse, migration 0044: SQLSTATE P0001, the
 * reason as the message), whether the driver's error or one Drizzle wraps.
 */
export function isRefusal(error: unknown, reason: string): boolean {
  for (
    let current: unknown = error;
    current instanceof Object;
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (code === 'P0001') return message === reason
  }
  return false
}
