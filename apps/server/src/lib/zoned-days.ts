import { isTimeZone } from '@khela/contracts/settings'
import { and, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * Calendar days in the operator's time zone (Settings → Site), for every list and report that filters or groups
 * by day: a day starts at the zone's local midnight, so it is 23 or 25 hours long where clocks change. The caller
 * passes the zone it read from the site settings; the kernel cannot read a domain's settings itself.
 */

// Only the characters of IANA names (`America/Port-au-Prince`, `Etc/GMT+6`): with them, a zone written into the
// SQL as a literal cannot close its quotes, whatever a caller hands in.
const zoneName = /^[A-Za-z0-9_+\-/]+$/

/** The zone as an SQL literal; throws on anything but an IANA name, before it comes near the SQL. */
function zoneLiteral(zone: string): SQL {
  if (!zoneName.test(zone) || !isTimeZone(zone)) throw new RangeError(`not an IANA time zone: ${zone}`)
  return sql.raw(`'${zone}'`)
}

/**
 * The calendar day of a timestamp column in `zone`, as `YYYY-MM-DD`. The zone is a literal, not a parameter:
 * GROUP BY must see the very expression the select list has, and two parameters never match.
 */
export function dayOf(column: PgColumn, zone: string): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE ${zoneLiteral(zone)}, 'YYYY-MM-DD')`
}

/**
 * The column falls on a day in `zone` from `from` to `to`, both included; either end may be left out (no
 * condition when both are).
 */
export function isWithinDays(
  column: PgColumn,
  from: string | undefined,
  to: string | undefined,
  zone: string,
): SQL | undefined {
  const literal = zoneLiteral(zone)
  return and(
    from === undefined ? undefined : sql`${column} >= (${from}::date)::timestamp AT TIME ZONE ${literal}`,
    to === undefined ? undefined : sql`${column} < (${to}::date + 1)::timestamp AT TIME ZONE ${literal}`,
  )
}
