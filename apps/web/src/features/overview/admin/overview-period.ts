import { daysBetween, overviewSeriesMaxDays } from '@khela/contracts/overview'

/**
 * The charts' period, kept in the address: a preset (`?days=7`) or custom dates (`?from=&to=`), calendar days in
 * the operator's time zone (`operatorToday` in lib/time-zone.ts gives today there).
 */
export const periodPresets = [7, 30, 90] as const
export type PeriodPreset = (typeof periodPresets)[number]
export const defaultPreset: PeriodPreset = 30

export type OverviewPeriod =
  | { kind: 'preset'; days: PeriodPreset; from: string; to: string }
  | { kind: 'custom'; from: string; to: string }

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

function isRealDate(value: string): boolean {
  return isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
}

/** The period in the address; a missing, unknown or malformed one is the default preset ending today. */
export function parseOverviewPeriod(params: URLSearchParams, today: string): OverviewPeriod {
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  if (isRealDate(from) && isRealDate(to)) return { kind: 'custom', from, to }
  const days = Number(params.get('days'))
  const preset = periodPresets.find((choice) => choice === days) ?? defaultPreset
  return { kind: 'preset', days: preset, from: addDays(today, 1 - preset), to: today }
}

/** Why a custom period cannot be asked for (a field error code the API would give), or null. */
export function customPeriodError(
  from: string,
  to: string,
): 'DATE_BEFORE_FROM' | 'DATE_RANGE_TOO_LONG' | null {
  if (to < from) return 'DATE_BEFORE_FROM'
  if (daysBetween(from, to) > overviewSeriesMaxDays) return 'DATE_RANGE_TOO_LONG'
  return null
}

/** The address for a preset: the custom dates go. */
export function presetParams(current: URLSearchParams, days: PeriodPreset): URLSearchParams {
  const next = new URLSearchParams(current)
  next.delete('from')
  next.delete('to')
  if (days === defaultPreset) next.delete('days')
  else next.set('days', String(days))
  return next
}

export function customParams(current: URLSearchParams, from: string, to: string): URLSearchParams {
  const next = new URLSearchParams(current)
  next.delete('days')
  next.set('from', from)
  next.set('to', to)
  return next
}
