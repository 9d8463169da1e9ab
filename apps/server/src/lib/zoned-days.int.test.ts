import { sql } from 'drizzle-orm'
import { pgTable, timestamp } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/test-database.ts'
import { createDatabase, type Database } from '../db/client.ts'
import { dayOf, isWithinDays } from './zoned-days.ts'

const stamps = pgTable('zoned_day_stamps', { at: timestamp('at', { withTimezone: true }).notNull() })

let database: Database
let dropDatabase: () => Promise<void>

beforeAll(async () => {
  const testDatabase = await createTestDatabase()
  dropDatabase = testDatabase.drop
  database = await createDatabase(testDatabase.database)
  await database.db.execute(sql`CREATE TABLE zoned_day_stamps (at timestamptz NOT NULL)`)
})

afterAll(async () => {
  await database.close()
  await dropDatabase()
})

/** The day of each stamp in `zone`, and which stamps fall on days `from` to `to` there. */
async function daysIn(zone: string, times: string[], from: string, to: string) {
  const db = database.db
  await db.delete(stamps)
  await db.insert(stamps).values(times.map((time) => ({ at: new Date(time) })))
  const day = dayOf(stamps.at, zone)
  const grouped = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(stamps)
    .groupBy(day)
    .orderBy(day)
  const within = await db
    .select({ at: stamps.at })
    .from(stamps)
    .where(isWithinDays(stamps.at, from, to, zone))
    .orderBy(stamps.at)
  return {
    days: Object.fromEntries(grouped.map((row) => [row.day, row.count])),
    within: within.map((row) => row.at.toISOString()),
  }
}

describe('calendar days in a time zone', () => {
  it('starts a Dhaka day at 18:00 UTC the day before', async () => {
    const result = await daysIn(
      'Asia/Dhaka',
      ['2024-02-28T17:59:59Z', '2024-02-28T18:00:00Z', '2024-02-29T17:59:59Z', '2024-02-29T18:00:00Z'],
      '2024-02-29',
      '2024-02-29',
    )
    expect(result).toEqual({
      days: { '2024-02-28': 1, '2024-02-29': 2, '2024-03-01': 1 },
      within: ['2024-02-28T18:00:00.000Z', '2024-02-29T17:59:59.000Z'],
    })
  })

  it('keeps UTC days at midnight UTC', async () => {
    const result = await daysIn(
      'UTC',
      ['2024-02-28T23:59:59Z', '2024-02-29T00:00:00Z', '2024-02-29T23:59:59Z', '2024-03-01T00:00:00Z'],
      '2024-02-29',
      '2024-02-29',
    )
    expect(result).toEqual({
      days: { '2024-02-28': 1, '2024-02-29': 2, '2024-03-01': 1 },
      within: ['2024-02-29T00:00:00.000Z', '2024-02-29T23:59:59.000Z'],
    })
  })

  it('gives London 23 hours on the day clocks go forward and 25 on the day they go back', async () => {
    // 31 March 2024 starts at 00:00 GMT and ends at 00:00 BST, 23:00 UTC.
    const spring = await daysIn(
      'Europe/London',
      ['2024-03-30T23:59:59Z', '2024-03-31T00:00:00Z', '2024-03-31T22:59:59Z', '2024-03-31T23:00:00Z'],
      '2024-03-31',
      '2024-03-31',
    )
    expect(spring).toEqual({
      days: { '2024-03-30': 1, '2024-03-31': 2, '2024-04-01': 1 },
      within: ['2024-03-31T00:00:00.000Z', '2024-03-31T22:59:59.000Z'],
    })
    // 27 October 2024 starts at 00:00 BST, 23:00 UTC the day before, and ends at 00:00 GMT.
    const autumn = await daysIn(
      'Europe/London',
      ['2024-10-26T22:59:59Z', '2024-10-26T23:00:00Z', '2024-10-27T23:59:59Z', '2024-10-28T00:00:00Z'],
      '2024-10-27',
      '2024-10-27',
    )
    expect(autumn).toEqual({
      days: { '2024-10-26': 1, '2024-10-27': 2, '2024-10-28': 1 },
      within: ['2024-10-26T23:00:00.000Z', '2024-10-27T23:59:59.000Z'],
    })
  })

  it('spans New York days across its spring change when a range covers several', async () => {
    // 10 March 2024 starts at 05:00 UTC (EST) and 11 March at 04:00 UTC (EDT).
    const result = await daysIn(
      'America/New_York',
      ['2024-03-10T04:59:59Z', '2024-03-10T05:00:00Z', '2024-03-12T03:59:59Z', '2024-03-12T04:00:00Z'],
      '2024-03-10',
      '2024-03-11',
    )
    expect(result).toEqual({
      days: { '2024-03-09': 1, '2024-03-10': 1, '2024-03-11': 1, '2024-03-12': 1 },
      within: ['2024-03-10T05:00:00.000Z', '2024-03-12T03:59:59.000Z'],
    })
  })
})
