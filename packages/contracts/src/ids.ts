// Plain constants, no zod: safe for the web app to import at run time.

/**
 * The shape of a UUID, every id column's type. An id from a URL that does not have it is answered like an unknown
 * id without asking the database (PostgreSQL would refuse the cast with an error). The source is for SQL (`~*`).
 */
export const uuidSource = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'

const uuidPattern = new RegExp(uuidSource, 'i')

/** Whether a string can be an id at all. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value)
}
