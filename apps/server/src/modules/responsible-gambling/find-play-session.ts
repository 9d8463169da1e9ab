import type { PlaySession } from '@khela/contracts/responsible-gambling'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { findLatestSignInOnClock } from './find-latest-sign-in-on-clock.ts'
import { findPlayerTools } from './find-player-tools.ts'
import { limitsInForce, playSessionStart } from './limit-rules.ts'
import { sumPlayerPlay } from './sum-player-play.ts'

/**
 * The current play session for the reality check: when it started (as the session-time limit counts it), and the
 * stakes and payouts of bets since then.
 */
export async function findPlaySession(db: Db, userId: string): Promise<PlaySession> {
  const now = clock.now()
  const row = await findPlayerTools(db, userId)
  const { limits } = limitsInForce({ limits: row?.limits ?? {}, pending: row?.pending ?? {} }, now)
  const signIn = (await findLatestSignInOnClock(db, userId)) ?? { at: now, onClock: now }
  const startedAt = playSessionStart(
    { startedAt: row?.playSessionStartedAt ?? null, signInAt: row?.playSessionSignInAt ?? null },
    signIn,
    limits.session ?? null,
  )
  const { stakes, payouts } = await sumPlayerPlay(db, userId, clock.wallClockAt(startedAt))
  const accounts = await findPlayerAccounts(db, userId)
  return {
    startedAt: startedAt.toISOString(),
    now: now.toISOString(),
    stakes,
    payouts,
    currency: accounts?.currency ?? 'BDT',
    realityCheckMinutes: row?.realityCheckMinutes ?? null,
  }
}
