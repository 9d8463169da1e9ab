const dayMs = 86_400_000

/** The calendar day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** Today's calendar day at `now` in `timeZone`, `YYYY-MM-DD`. */
export function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/**
 * The Monday that starts the last week (Monday 00:00 to Monday 00:00 in `timeZone`) to have ended by `now`: on a
 * Monday that is the Monday a week before, whatever the hour.
 */
export function lastEndedWeekStart(now: Date, timeZone: string): string {
  const today = dayIn(now, timeZone)
  const daysSinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(today, -daysSinceMonday - 7)
}

/** Whether the week starting on `weekStart` (a Monday) has ended by `now` in `timeZone`. */
export function hasWeekEnded(weekStart: string, now: Date, timeZone: string): boolean {
  return addDays(weekStart, 7) <= dayIn(now, timeZone)
}

/** The instant `day` begins (local midnight) in `timeZone`. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`)
  // The zone's offset near that midnight: what its clock reads at the UTC instant, less the instant.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMidnight))
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00'
  const local = Date.parse(
    `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}Z`,
  )
  return new Date(utcMidnight - (local - utcMidnight))
}
