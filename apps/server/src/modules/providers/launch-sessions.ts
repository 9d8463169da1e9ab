import { randomBytes } from 'node:crypto'
import type { Currency } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { providerSessions } from '../../db/schema/providers.ts'
import { sha256Hex } from './wallet-signature.ts'

/** How long a launch token lets the game place bets; wins and rollbacks are accepted after it, too. */
export const launchSessionMinutes = 12 * 60

export type LaunchSession = typeof providerSessions.$inferSelect

/**
 * A launch of a provider game: a random token (given to the provider in the game's URL and never stored in
 * clear), bound to the player, provider, game, currency and language.
 */
export async function createLaunchSession(
  db: Db,
  launch: { userId: string; providerCode: string; gameCode: string; currency: Currency; language: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url')
  // Real time, as the wallet API checks it: the rules' clock a test server may move is not a token's.
  const expiresAt = new Date(Date.now() + launchSessionMinutes * 60_000)
  await db.insert(providerSessions).values({ ...launch, tokenHash: sha256Hex(token), expiresAt })
  return { token, expiresAt }
}

/** Sessions found lately, by token hash: a session row never changes once made, so it is read once per process. */
const foundSessions = new Map<string, LaunchSession>()
const foundSessionsKept = 10_000

/** The launch session of `token`, or null; its expiry is the caller's to check. */
export async function findLaunchSession(db: Db, token: string): Promise<LaunchSession | null> {
  const tokenHash = sha256Hex(token)
  const found = foundSessions.get(tokenHash)
  if (found) return found
  const [session] = await db.select().from(providerSessions).where(eq(providerSessions.tokenHash, tokenHash))
  if (!session) return null
  if (foundSessions.size >= foundSessionsKept) {
    const oldest = foundSessions.keys().next().value
    if (oldest !== undefined) foundSessions.delete(oldest)
  }
  foundSessions.set(tokenHash, session)
  return session
}
