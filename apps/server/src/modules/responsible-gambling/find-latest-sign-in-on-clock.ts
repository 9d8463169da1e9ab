import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import { findLatestSignIn } from '../auth/find-latest-sign-in.ts'

/**
 * The player's latest sign-in, as stamped (which identifies it) and on the server's clock. Sessions are stamped by
 * the database's wall clock; a test server's clock may have been moved ahead since. In production both are the same.
 */
export async function findLatestSignInOnClock(
  db: Db,
  userId: string,
): Promise<{ at: Date; onClock: Date } | null> {
  const at = await findLatestSignIn(db, userId)
  return at ? { at, onClock: clock.at(at) } : null
}
