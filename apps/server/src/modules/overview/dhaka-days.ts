import { operatorTimeZone } from '@khela/contracts/languages'
import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

// The zone as a literal, not a parameter: GROUP BY must see the very expression the select list has.
const zone = sql.raw(`'${operatorTimeZone}'`)

/** The Asia/Dhaka calendar day of a timestamp column, as `YYYY-MM-DD`. */
export function dhakaDayOf(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`
}

/** The column falls on an Asia/Dhaka day from `from` to `to`, both included (a day starts at its local midnight). */
export function isWithinDhakaDays(column: PgColumn, from: string, to: string): SQL {
  return sql`${column} >= (${from}::date)::timestamp AT TIME ZONE ${zone}
    AND ${column} < (${to}::date + 1)::timestamp AT TIME ZONE ${zone}`
}

/** Every calendar day from `from` to `to`, both included, in order. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; ) {
    days.push(day.toISOString().slice(0, 10))
    day = new Date(day.getTime() + 86_400_000)
  }
  return days
}
