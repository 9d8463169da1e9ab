import { z } from 'zod'
import { minorAmount, minorUnitsAtLeastZero } from './wallet.ts'

/**
 * A player's responsible-gambling tools (apps/server/src/modules/responsible-gambling/README.md has the rules):
 * deposit, wager and loss limits per rolling period, a session-time limit, time-outs and self-exclusion, and the
 * reality-check interval. A decrease (or a first limit) applies at once; an increase or a removal waits 24 hours.
 */

export const limitKinds = ['deposit', 'wager', 'loss'] as const
export type LimitKind = (typeof limitKinds)[number]

/** Rolling periods ending now: the last 24 hours, 7 days or 30 days (no calendar edge to game). */
export const limitPeriods = ['day', 'week', 'month'] as const
export type LimitPeriod = (typeof limitPeriods)[number]
export const limitPeriodMs: Record<LimitPeriod, number> = {
  day: 24 * 3_600_000,
  week: 7 * 24 * 3_600_000,
  month: 30 * 24 * 3_600_000,
}

/** How long an increase or a removal waits before it applies. */
export const coolingOffMs = 24 * 3_600_000

/** A limit's name: `deposit.day` … `loss.month`, or `session` (minutes). */
export const limitKeys = [
  ...limitKinds.flatMap((kind) => limitPeriods.map((period) => `${kind}.${period}` as const)),
  'session',
] as const
export type LimitKey = (typeof limitKeys)[number]

export const sessionMinutesRange = { min: 5, max: 24 * 60 } as const

const sessionMinutes = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(sessionMinutesRange.min, 'NUMBER_OUT_OF_RANGE')
  .max(sessionMinutesRange.max, 'NUMBER_OUT_OF_RANGE')

/** Every limit at once, null for none: amounts in minor units, the session limit in minutes. */
export const limitValues = z.object(
  Object.fromEntries(
    limitKeys.map((key) => [key, (key === 'session' ? sessionMinutes : minorAmount).nullable()]),
  ) as Record<LimitKey, z.ZodNullable<typeof minorAmount>>,
)
export type LimitValues = Record<LimitKey, number | null>

/** `PUT /api/responsible-gambling/limits`: the limits the player wants; each change is planned by the rule above. */
export const limitsInput = limitValues

/** An increase or removal waiting out its cooling-off: `value` null removes the limit at `effectiveAt`. */
export const pendingLimit = z.object({
  value: z
    .number()
    .int()
    .min(0)
    .nullable()
    .meta({ description: 'The new limit: minor units, or minutes for the session limit; null removes it.' }),
  effectiveAt: z.iso.datetime(),
})
export type PendingLimit = z.infer<typeof pendingLimit>

export const timeOutDurations = ['24h', '7d', '30d'] as const
export const selfExclusionDurations = ['6m', '1y', 'permanent'] as const
export const exclusionDurations = [...timeOutDurations, ...selfExclusionDurations] as const
export type ExclusionDuration = (typeof exclusionDurations)[number]
export type ExclusionKind = 'time_out' | 'self_exclusion'

export function exclusionKindOf(duration: ExclusionDuration): ExclusionKind {
  return (timeOutDurations as readonly string[]).includes(duration) ? 'time_out' : 'self_exclusion'
}

/** `POST /api/responsible-gambling/exclusion`. There is no route that ends one. */
export const exclusionInput = z.object({ duration: z.enum(exclusionDurations, 'INVALID_CHOICE') })
export type ExclusionInput = z.infer<typeof exclusionInput>

export const exclusion = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  duration: z.enum(exclusionDurations),
  startedAt: z.iso.datetime(),
  /** Null: permanent. */
  endsAt: z.iso.datetime().nullable(),
})
export type Exclusion = z.infer<typeof exclusion>

export const realityCheckIntervals = [15, 30, 60, 90, 120] as const
/** `PUT /api/responsible-gambling/reality-check`: minutes between reminders, null for none. */
export const realityCheckInput = z.object({
  minutes: z
    .number('REQUIRED')
    .int('INVALID_CHOICE')
    .refine((minutes) => (realityCheckIntervals as readonly number[]).includes(minutes), 'INVALID_CHOICE')
    .nullable(),
})
export type RealityCheckInput = z.infer<typeof realityCheckInput>

/** The player's tools as they stand now (`GET /api/responsible-gambling`; the back office reads the same). */
export const responsibleGamblingState = z.object({
  /** The limits in force now. */
  limits: limitValues,
  /** Increases and removals waiting, by limit. */
  pending: z.partialRecord(z.enum(limitKeys), pendingLimit),
  /** A time-out or self-exclusion in force, or null. */
  exclusion: exclusion.nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  currency: z.string(),
  /** The server's clock (a test server's may be ahead of the wall clock). */
  now: z.iso.datetime(),
})
export type ResponsibleGamblingState = z.infer<typeof responsibleGamblingState>

/** `GET /api/responsible-gambling/session`: the current play session, for the reality check. */
export const playSession = z.object({
  startedAt: z.iso.datetime(),
  now: z.iso.datetime(),
  stakes: minorUnitsAtLeastZero,
  payouts: minorUnitsAtLeastZero,
  currency: z.string(),
  realityCheckMinutes: z.number().int().nullable(),
})
export type PlaySession = z.infer<typeof playSession>

/** `POST /api/test/clock/advance` (test servers only). */
export const clockAdvanceInput = z.object({
  ms: z
    .number()
    .int()
    .min(0)
    .max(400 * 24 * 3_600_000),
})
export const clockState = z.object({ now: z.iso.datetime(), offsetMs: z.number().int() })
