import type { Period } from './partners-admin-api.ts'

/** The last `days` days up to `today` (both included), the portal's and the list's first period. */
export function lastDays(today: string, days: number): Period {
  const from = new Date(`${today}T00:00:00Z`)
  from.setUTCDate(from.getUTCDate() - (days - 1))
  return { from: from.toISOString().slice(0, 10), to: today }
}
