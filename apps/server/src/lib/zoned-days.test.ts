import { PgDialect, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { dayOf, isWithinDays } from './zoned-days.ts'

const stamps = pgTable('stamps', { at: timestamp('at', { withTimezone: true }).notNull() })
const dialect = new PgDialect()

describe('days in a time zone, as SQL', () => {
  it('writes the zone into the day as a literal, so GROUP BY matches the select list', () => {
    expect(dialect.sqlToQuery(dayOf(stamps.at, 'Europe/London'))).toMatchObject({
      sql: `to_char("stamps"."at" AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')`,
      params: [],
    })
  })

  it('bounds either end of a range, or neither', () => {
    const query = (from?: string, to?: string) => {
      const condition = isWithinDays(stamps.at, from, to, 'UTC')
      return condition && dialect.sqlToQuery(condition)
    }
    expect(query()).toBeUndefined()
    expect(query('2024-03-31')).toMatchObject({
      sql: `"stamps"."at" >= ($1::date)::timestamp AT TIME ZONE 'UTC'`,
      params: ['2024-03-31'],
    })
    expect(query(undefined, '2024-03-31')?.sql).toBe(
      `"stamps"."at" < ($1::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    )
    expect(query('2024-03-30', '2024-03-31')?.params).toEqual(['2024-03-30', '2024-03-31'])
  })

  it('refuses anything but an IANA zone name before it reaches the SQL', () => {
    for (const zone of ["Asia/Dhaka'; DROP TABLE users; --", "Europe/London'", 'Mars/Olympus', 'GMT+6', '']) {
      expect(() => dayOf(stamps.at, zone), zone).toThrow(RangeError)
      expect(() => isWithinDays(stamps.at, '2024-03-31', '2024-03-31', zone), zone).toThrow(RangeError)
    }
  })
})
