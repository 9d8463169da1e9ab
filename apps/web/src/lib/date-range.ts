import { ApiError } from './api.ts'

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** A `YYYY-MM-DD` day from a list's address, or '' for anything else. */
export function isoDateParam(params: URLSearchParams, key: string): string {
  const value = params.get(key) ?? ''
  return isoDate.test(value) ? value : ''
}

/** The end day before the start day: said at once, without asking the server (which refuses it the same way). */
export function isDateRangeReversed({ from, to }: { from: string; to: string }): boolean {
  return from !== '' && to !== '' && to < from
}

/**
 * The code of what is wrong with a list's date range, shown under its end date: a reversed range at once, else
 * the server's answer for either date (it names a bad date the same way).
 */
export function dateRangeErrorOf(range: { from: string; to: string }, error: unknown): string | undefined {
  if (isDateRangeReversed(range)) return 'DATE_BEFORE_FROM'
  return error instanceof ApiError ? (error.fields?.to ?? error.fields?.from) : undefined
}
