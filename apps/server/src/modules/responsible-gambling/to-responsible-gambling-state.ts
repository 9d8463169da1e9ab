import type { Exclusion, ResponsibleGamblingState } from '@khela/contracts/responsible-gambling'
import type { PlayerToolsRow } from './find-player-tools.ts'
import { limitsInForce, toLimitValues } from './limit-rules.ts'

/** A time-out or self-exclusion in force at `now`, or null (none taken, or it has ended). */
export function exclusionInForce(row: PlayerToolsRow | undefined, now: Date): Exclusion | null {
  if (!row?.exclusionKind || !row.exclusionDuration || !row.exclusionStartedAt) return null
  if (row.exclusionEndsAt && row.exclusionEndsAt.getTime() <= now.getTime()) return null
  return {
    kind: row.exclusionKind,
    duration: row.exclusionDuration,
    startedAt: row.exclusionStartedAt.toISOString(),
    endsAt: row.exclusionEndsAt?.toISOString() ?? null,
  }
}

export function toResponsibleGamblingState(
  row: PlayerToolsRow | undefined,
  currency: string,
  now: Date,
): ResponsibleGamblingState {
  const { limits, pending } = limitsInForce({ limits: row?.limits ?? {}, pending: row?.pending ?? {} }, now)
  return {
    limits: toLimitValues(limits),
    pending,
    exclusion: exclusionInForce(row, now),
    realityCheckMinutes: row?.realityCheckMinutes ?? null,
    currency,
    now: now.toISOString(),
  }
}
