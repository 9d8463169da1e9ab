import type { SessionUser } from '@khela/contracts/session'

/** The PostgreSQL channel on which the database names a user whose sessions ended or whose account changed. */
export const sessionRevokedChannel = 'khela_session_revoked'

export type SessionCache = ReturnType<typeof createSessionCache>

/**
 * This process's memory of recently verified session cookies, so a signed-in request costs no database round
 * trip and no signature check: an entry lives at most `ttlMs` and never past its session's end. Every change that
 * can end a session or alter its user (sign-out, ban, password change, role, deletion) reaches every process at
 * once: a trigger on `sessions` and `users` NOTIFYs the user's id on `sessionRevokedChannel` (migration 0026), and
 * the process that made the change also forgets the user itself right after its commit. A lookup that overlaps a
 * revocation is not kept, so a late answer cannot bring a revoked session back.
 */
export function createSessionCache({
  ttlMs = 5_000,
  maxEntries = 100_000,
  now = Date.now,
}: {
  ttlMs?: number
  maxEntries?: number
  now?: () => number
} = {}) {
  const entries = new Map<string, { user: SessionUser; expiresAt: number }>()
  const keysByUser = new Map<string, Set<string>>()
  let revocations = 0

  function forgetKey(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    const keys = keysByUser.get(entry.user.id)
    keys?.delete(key)
    if (keys?.size === 0) keysByUser.delete(entry.user.id)
  }

  return {
    get(key: string): SessionUser | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        forgetKey(key)
        return undefined
      }
      return entry.user
    },
    /** A mark to hand to `set`: an answer read while a revocation arrived is dropped. */
    mark: () => revocations,
    set(key: string, user: SessionUser, sessionEndsAt: number, mark: number) {
      if (mark !== revocations) return
      forgetKey(key)
      entries.set(key, { user, expiresAt: Math.min(now() + ttlMs, sessionEndsAt) })
      let keys = keysByUser.get(user.id)
      if (!keys) {
        keys = new Set()
        keysByUser.set(user.id, keys)
      }
      keys.add(key)
      if (entries.size > maxEntries) forgetKey(entries.keys().next().value ?? key)
    },
    forgetUser(userId: string) {
      revocations += 1
      for (const key of keysByUser.get(userId) ?? []) entries.delete(key)
      keysByUser.delete(userId)
    },
    forgetKey(key: string) {
      revocations += 1
      forgetKey(key)
    },
    /** Whether any session of the user is kept: tests wait for a revocation to arrive from the database. */
    hasUser: (userId: string) => keysByUser.has(userId),
    get size() {
      return entries.size
    },
  }
}
