import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusFreeRounds, bonusGrants } from '../../db/schema/bonuses.ts'
import { clock } from '../../lib/clock.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { endGrant } from './end-grant.ts'
import type { FreeRoundsApi } from './free-rounds-client.ts'

const batchSize = 50
/** A provider that cannot be reached is asked again after 30 s, doubling up to an hour. */
const firstRetryMs = 30_000
const maxRetryMs = 60 * 60_000

export const retryDelayMs = (attempts: number) =>
  Math.min(maxRetryMs, firstRetryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 20))

/** The free-rounds API of a provider, or null when Khela has none configured for it. */
export type FreeRoundsApiOf = (providerCode: string) => FreeRoundsApi | null

/**
 * The leader's outbox job: free-spins grants not yet at their provider are sent, each once due, outside any
 * database transaction. The grant's id is the provider's client reference, so sending again after a lost answer
 * finds the first grant there. Granted: `sent` with the provider's id. Refused (4xx): `failed`, and the grant ends
 * (`provider_refused`, audited) since its spins can never be played. Unreachable, or no API configured: tried again
 * with backoff. A grant that ended before it was sent is not sent. Returns how many it sent.
 */
export async function sendFreeRounds(db: Db, apiOf: FreeRoundsApiOf, now = clock.now()): Promise<number> {
  const due = await db
    .select({ freeRounds: bonusFreeRounds, grantStatus: bonusGrants.status })
    .from(bonusFreeRounds)
    .innerJoin(bonusGrants, eq(bonusGrants.id, bonusFreeRounds.grantId))
    .where(and(eq(bonusFreeRounds.providerStatus, 'pending'), lte(bonusFreeRounds.nextAttemptAt, now)))
    .orderBy(asc(bonusFreeRounds.nextAttemptAt))
    .limit(batchSize)
  let sent = 0
  for (const { freeRounds, grantStatus } of due) {
    const { grantId } = freeRounds
    if (grantStatus !== 'active') {
      await settle(db, grantId, { providerStatus: 'failed', lastError: 'GRANT_ENDED' })
      continue
    }
    const api = apiOf(freeRounds.providerCode)
    const answer = api
      ? await api.grant({
          reference: grantId,
          player: freeRounds.userId,
          game: freeRounds.gameCode,
          count: freeRounds.count,
          stake: freeRounds.stake,
          currency: freeRounds.currency,
        })
      : { kind: 'unreachable' as const, reason: 'NO_FREE_ROUNDS_API' }
    if (answer.kind === 'granted') {
      await settle(db, grantId, { providerStatus: 'sent', providerRef: answer.providerRef, lastError: null })
      sent += 1
    } else if (answer.kind === 'refused') {
      await runMoneyTransaction(db, async (tx) => {
        await settle(tx, grantId, { providerStatus: 'failed', lastError: answer.reason })
        await endGrant(tx, {
          grantId,
          outcome: 'forfeited',
          reason: 'provider_refused',
          actorId: null,
          ipAddress: null,
          now,
          note: answer.reason,
        })
      })
    } else {
      const attempts = freeRounds.attempts + 1
      await db
        .update(bonusFreeRounds)
        .set({
          attempts,
          lastError: answer.reason,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(and(eq(bonusFreeRounds.grantId, grantId), eq(bonusFreeRounds.providerStatus, 'pending')))
    }
  }
  return sent
}

/** Leaves `pending` once: a send racing another instance's changes nothing the first one decided. */
async function settle(
  db: Db,
  grantId: string,
  change: Pick<typeof bonusFreeRounds.$inferInsert, 'providerStatus' | 'providerRef' | 'lastError'>,
) {
  await db
    .update(bonusFreeRounds)
    .set({ ...change, attempts: sql`${bonusFreeRounds.attempts} + 1` })
    .where(and(eq(bonusFreeRounds.grantId, grantId), eq(bonusFreeRounds.providerStatus, 'pending')))
}
