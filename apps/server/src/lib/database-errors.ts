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
