import { operatorTimeZone } from '@khela/contracts/languages'
import { api } from './endpoint.ts'
import * as settingsApi from './endpoints/settings.ts'

// The operator's time zone, in which every time on the site is written: Bangladesh's until the server says
// otherwise (Settings → Site). Set once before the first render, and again when an admin saves a new one.
let displayTimeZone = operatorTimeZone

export function currentTimeZone(): string {
  return displayTimeZone
}

export function setCurrentTimeZone(timeZone: string) {
  displayTimeZone = timeZone
}

/**
 * Today's calendar date in the operator's zone, as `YYYY-MM-DD`: the day the server's day filters and charts call
 * today, whatever the browser's own zone.
 */
export function operatorToday(now: Date = new Date(), timeZone: string = currentTimeZone()): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

export const fetchSiteSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  api(settingsApi.site, { signal })

/** Asks the server for the operator's zone; on any failure the site keeps Bangladesh's. */
export async function loadTimeZone(): Promise<void> {
  try {
    setCurrentTimeZone((await fetchSiteSettings()).timeZone)
  } catch {
    // The default stands; times are still written in one zone everywhere.
  }
}
