import { setTimeout as sleep } from 'node:timers/promises'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { isRetryableTransactionError } from '../../lib/database-errors.ts'

const maxAttempts = 5

/**
 * Runs money work in one transaction, retried a bounded number of times when PostgreSQL aborts it for a
 * serialization failure or a deadlock. Given a transaction already (a domain moving money inside its own
 * business transaction), the work runs in a savepoint of it, so a refused transfer leaves nothing behind;
 * retrying is then the outer transaction's owner's job, since a deadlock aborts the whole of it.
 */
export async function runMoneyTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (isInTransaction(db)) return db.transaction((tx) => work(tx))
  return retryingConflicts(() => db.transaction((tx) => work(tx)))
}

export function isInTransaction(db: Db): boolean {
  return db instanceof PgTransaction
}

/** Runs `attempt` again (at most 5 times in all) while PostgreSQL reports a serialization failure or deadlock. */
export async function retryingConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  for (let count = 1; ; count++) {
    try {
      return await attempt()
    } catch (error) {
      if (count >= maxAttempts || !isRetryableTransactionError(error)) throw error
      // Randomised, growing back-off, so the transactions that collided do not collide again at once.
      await sleep(Math.random() * 5 * 2 ** count)
    }
  }
}
