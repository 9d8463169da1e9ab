import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { idempotencyKeys } from '../../db/schema/ledger.ts'
import { AppError } from '../../lib/app-error.ts'
import { runMoneyTransaction } from './run-money-transaction.ts'

export type IdempotentRequest = {
  /** What kind of request the key belongs to, e.g. `wallet.adjustment`. */
  scope: string
  key: string
  /** Everything that makes this request what it is (including who sends it); hashed and compared on replay. */
  request: unknown
}

/**
 * Runs a money-moving request once per key, in one transaction with the key's record: the first run claims the
 * key and stores its response; a replay with the same request gets that response without running again; the same
 * key with another request is IDEMPOTENCY_KEY_REUSED. A concurrent duplicate waits on the claim and then replays.
 */
export async function runIdempotentRequest<Response>(
  db: Db,
  idempotent: IdempotentRequest,
  work: (tx: Db) => Promise<Response>,
): Promise<{ response: Response; isReplay: boolean }> {
  const requestHash = hashOf(idempotent.request)
  return runMoneyTransaction(db, async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ scope: idempotent.scope, key: idempotent.key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (!claimed) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, idempotent.scope), eq(idempotencyKeys.key, idempotent.key)))
      if (!first || first.requestHash !== requestHash || first.response === null)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', {
          internalDetail: `${idempotent.scope} key ${idempotent.key} was used for another request`,
        })
      return { response: first.response as Response, isReplay: true }
    }
    const response = await work(tx)
    await tx
      .update(idempotencyKeys)
      .set({ response })
      .where(and(eq(idempotencyKeys.scope, idempotent.scope), eq(idempotencyKeys.key, idempotent.key)))
    return { response, isReplay: false }
  })
}

/**
 * The stored answer to this exact request under its key, or undefined (a new key, another request under the key,
 * or a first run still in progress). A read only: routes ask it before counting a request against a rate limit,
 * so a replay of a stored key gets the first answer even past the limit.
 */
export async function findIdempotentResponse<Response>(
  db: Db,
  idempotent: IdempotentRequest,
): Promise<Response | undefined> {
  const [stored] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, idempotent.scope), eq(idempotencyKeys.key, idempotent.key)))
  if (!stored || stored.response === null || stored.requestHash !== hashOf(idempotent.request))
    return undefined
  return stored.response as Response
}

function hashOf(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('hex')
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
