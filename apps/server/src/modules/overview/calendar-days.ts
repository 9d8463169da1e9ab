/** Every calendar day from `from` to `to`, both included, in order. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; ) {
    days.push(day.toISOString().slice(0, 10))
    day = new Date(day.getTime() + 86_400_000)
  }
  return days
}
