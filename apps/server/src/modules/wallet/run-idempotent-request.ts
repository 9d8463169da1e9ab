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
 * Runs a money-moving request once per key, in one transaction with the key's record: the first run stores the
 * key with its response as its last statement; a replay with the same request gets that response without its
 * effects; the same key with another request is IDEMPOTENCY_KEY_REUSED.
 *
 * The key is written last, not claimed first, to spare every request a round trip. A duplicate running at the same
 * time does its work in its own transaction, waits at the key's row for the first to commit, finds the key taken
 * and rolls all of it back. Whatever else stops a run (a refusal because the first already spent the money, say)
 * is also checked against the stored key, since a run only ever sees another's effects once that one committed.
 */
export async function runIdempotentRequest<Response>(
  db: Db,
  idempotent: IdempotentRequest,
  work: (tx: Db, key: KeyRecord) => Promise<Response>,
): Promise<{ response: Response; isReplay: boolean }> {
  const requestHash = hashOf(idempotent.request)
  try {
    return await runMoneyTransaction(db, async (tx) => {
      let isStored = false
      const key: KeyRecord = {
        scope: idempotent.scope,
        key: idempotent.key,
        requestHash,
        stored(wasInserted) {
          if (!wasInserted) throw new KeyTaken()
          isStored = true
        },
      }
      const response = await work(tx, key)
      if (isStored) return { response, isReplay: false }
      const [stored] = await tx
        .insert(idempotencyKeys)
        .values({ scope: idempotent.scope, key: idempotent.key, requestHash, response })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
      // Undoes this run's work: the key's first run has answered already.
      if (!stored) throw new KeyTaken()
      return { response, isReplay: false }
    })
  } catch (error) {
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, idempotent.scope), eq(idempotencyKeys.key, idempotent.key)))
    if (!first) {
      if (error instanceof KeyTaken) throw new Error(`${idempotent.scope} key ${idempotent.key} vanished`)
      throw error
    }
    if (first.requestHash !== requestHash || first.response === null)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', {
        internalDetail: `${idempotent.scope} key ${idempotent.key} was used for another request`,
      })
    return { response: first.response as Response, isReplay: true }
  }
}

class KeyTaken extends Error {}

/**
 * The key's record, for work that writes it in a statement of its own (its last, with the response it answers:
 * storeKeysSql) to spare the round trip of writing it after the work.
 * The work then reports whether its insert wrote the row: `stored(false)` (the key is taken) undoes the work, as
 * for a key written here.
 */
/**
 * Keys' records as a CTE named `key` for the work's last statement (a row per key stored), from `records`, a row
 * source with the columns scope, key, request_hash and response (jsonb).
 */
export const storeKeysSql = (records: string) => `
  key AS (
    INSERT INTO idempotency_keys (scope, key, request_hash, response)
    SELECT r.scope, r.key, r.request_hash, r.response FROM ${records} r
    ON CONFLICT DO NOTHING
    RETURNING key)`

export type KeyRecord = {
  scope: string
  key: string
  requestHash: string
  stored(wasInserted: boolean): void
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

/** A request's fingerprint under its key: the same parameters hash the same however their JSON was written. */
export function hashOf(request: unknown): string {
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
