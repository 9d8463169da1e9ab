import { z } from 'zod'

/** A calendar day that exists: `2026-02-30` and `2026-13-01` have the right shape but are refused. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
  }, 'INVALID_DATE')

/** A list's From and To days (calendar days in the operator's time zone, `siteSettings`), either or both left out. */
export const dateRangeFilter = { from: isoDate.optional(), to: isoDate.optional() }

/** A query whose To day comes before its From day is refused with DATE_BEFORE_FROM on `to`. */
export function withDateRangeInOrder<Query extends z.ZodType<{ from?: string; to?: string }>>(query: Query) {
  return query.refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    message: 'DATE_BEFORE_FROM',
  })
}
