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
  if (db instanceof PgTransaction) return (db as Db).transaction((tx) => work(tx))
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx))
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableTransactionError(error)) throw error
      // Randomised, growing back-off, so the transactions that collided do not collide again at once.
      await sleep(Math.random() * 5 * 2 ** attempt)
    }
  }
}
