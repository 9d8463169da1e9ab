import type { Period } from './partners-admin-api.ts'

/** The last `days` days up to `today` (both included), the portal's and the list's first period. */
export function lastDays(today: string, days: number): Period {
  const from = new Date(`${today}T00:00:00Z`)
  from.setUTCDate(from.getUTCDate() - (days - 1))
  return { from: from.toISOString().slice(0, 10), to: today }
}

/** The Monday that starts the week before `today`'s: the last week that has ended, the one staff usually close. */
export function lastWeekStart(today: string): string {
  const day = new Date(`${today}T00:00:00Z`)
  const daysSinceMonday = (day.getUTCDay() + 6) % 7
  day.setUTCDate(day.getUTCDate() - daysSinceMonday - 7)
  return day.toISOString().slice(0, 10)
}
