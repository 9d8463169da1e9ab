import type { CommissionCadence } from '@khela/contracts/commissions'
import { addDays, dayIn, lastEndedWeekStart } from '../../lib/calendar-days.ts'

/** A commission period's days, both included, in the operator's time zone. */
export type PeriodDays = { cadence: CommissionCadence; startsOn: string; endsOn: string }

/** The period of `cadence` starting on `startsOn`, or null when no such period starts that day. */
export function periodStartingOn(cadence: CommissionCadence, startsOn: string): PeriodDays | null {
  const start = new Date(`${startsOn}T00:00:00Z`)
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== startsOn) return null
  if (cadence === 'weekly') {
    return start.getUTCDay() === 1 ? { cadence, startsOn, endsOn: addDays(startsOn, 6) } : null
  }
  if (start.getUTCDate() !== 1) return null
  const nextMonth = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
  return { cadence, startsOn, endsOn: addDays(nextMonth.toISOString().slice(0, 10), -1) }
}

/** The period of `cadence` that follows `day` (the first one starting after it). */
export function firstPeriodAfter(cadence: CommissionCadence, day: string): PeriodDays {
  const next = addDays(day, 1)
  const date = new Date(`${next}T00:00:00Z`)
  if (cadence === 'weekly') {
    const daysToMonday = (8 - date.getUTCDay()) % 7
    return periodStartingOn(cadence, addDays(next, daysToMonday)) as PeriodDays
  }
  const start =
    date.getUTCDate() === 1 ? next : new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
  return periodStartingOn(
    cadence,
    typeof start === 'string' ? start : start.toISOString().slice(0, 10),
  ) as PeriodDays
}

/** The last period of `cadence` to have ended by `now` in `timeZone`. */
export function lastEndedPeriod(cadence: CommissionCadence, now: Date, timeZone: string): PeriodDays {
  if (cadence === 'weekly') return periodStartingOn(cadence, lastEndedWeekStart(now, timeZone)) as PeriodDays
  const today = dayIn(now, timeZone)
  const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1))
  return periodStartingOn(cadence, lastMonth.toISOString().slice(0, 10)) as PeriodDays
}

/** Whether the period's last day is over by `now` in `timeZone`. */
export function hasPeriodEnded(period: PeriodDays, now: Date, timeZone: string): boolean {
  return period.endsOn < dayIn(now, timeZone)
}
