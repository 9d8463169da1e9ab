import {
  coolingOffMs,
  type ExclusionDuration,
  type LimitKey,
  type LimitValues,
  limitKeys,
  type PendingLimit,
} from '@khela/contracts/responsible-gambling'

export type StoredLimits = {
  limits: Partial<Record<LimitKey, number>>
  pending: Partial<Record<LimitKey, PendingLimit>>
}

/** The limits in force at `now`: each pending change whose time has come replaces the stored value. */
export function limitsInForce(stored: StoredLimits, now: Date): StoredLimits {
  const limits = { ...stored.limits }
  const pending: StoredLimits['pending'] = {}
  for (const key of limitKeys) {
    const change = stored.pending[key]
    if (!change) continue
    if (Date.parse(change.effectiveAt) > now.getTime()) {
      pending[key] = change
      continue
    }
    if (change.value === null) delete limits[key]
    else limits[key] = change.value
  }
  return { limits, pending }
}

export function toLimitValues(limits: StoredLimits['limits']): LimitValues {
  return Object.fromEntries(limitKeys.map((key) => [key, limits[key] ?? null])) as LimitValues
}

/**
 * The player's wish applied by the rule: a first limit or a lower one applies at once (and drops a pending
 * change of that limit); a higher one or a removal waits 24 hours as a pending change. Asking again for the
 * same pending change keeps its time, so saving the form twice does not restart the wait; asking for the value
 * in force cancels a pending change at once (it is a decrease from what was pending).
 */
export function planLimitChanges(stored: StoredLimits, wanted: LimitValues, now: Date): StoredLimits {
  const { limits, pending } = limitsInForce(stored, now)
  for (const key of limitKeys) {
    const current = limits[key] ?? null
    const next = wanted[key]
    if (next === current) {
      delete pending[key]
      continue
    }
    const isStricter = next !== null && (current === null || next < current)
    if (isStricter) {
      limits[key] = next
      delete pending[key]
      continue
    }
    if (pending[key]?.value === next) continue
    pending[key] = { value: next, effectiveAt: new Date(now.getTime() + coolingOffMs).toISOString() }
  }
  return { limits, pending }
}

/** When an exclusion taken at `from` ends: null for a permanent one. Months are calendar months (UTC). */
export function exclusionEnd(duration: ExclusionDuration, from: Date): Date | null {
  const hours = (count: number) => new Date(from.getTime() + count * 3_600_000)
  const months = (count: number) => {
    const end = new Date(from)
    end.setUTCMonth(end.getUTCMonth() + count)
    return end
  }
  switch (duration) {
    case '24h':
      return hours(24)
    case '7d':
      return hours(7 * 24)
    case '30d':
      return hours(30 * 24)
    case '6m':
      return months(6)
    case '1y':
      return months(12)
    case 'permanent':
      return null
  }
}

/** How long after a session-time limit runs out a new sign-in must come to start a new session. */
export const sessionBreakMs = 15 * 60_000

/**
 * Where the counted play session starts (on the server's clock). It is the latest sign-in, except that signing in
 * again before the counted session's limit plus the break have passed continues that session (so signing out and
 * in again does not reset the limit). Without a limit, every sign-in starts a new session. `signIn.at` is the
 * sign-in's stamp (it identifies it); `signIn.onClock` the same moment on the server's clock.
 */
export function playSessionStart(
  tracked: { startedAt: Date | null; signInAt: Date | null },
  signIn: { at: Date; onClock: Date },
  sessionMinutes: number | null,
): Date {
  const { startedAt, signInAt } = tracked
  if (!startedAt || !signInAt) return signIn.onClock
  if (signIn.at.getTime() <= signInAt.getTime()) return startedAt
  const continuesUntil = startedAt.getTime() + (sessionMinutes ?? 0) * 60_000 + sessionBreakMs
  if (sessionMinutes !== null && signIn.onClock.getTime() < continuesUntil) return startedAt
  return signIn.onClock
}
