import { useRef } from 'react'
import { ApiError } from '../../lib/api.ts'
import { type Attempt, attemptFor } from './cashier-rules.ts'

/**
 * Sends a money request under an Idempotency-Key: a new key per Submit, the same key again when the same
 * submission is retried after no answer came, so a request that did reach the server is not made twice.
 */
export function useIdempotentAttempt<Body, Result>(send: (body: Body, key: string) => Promise<Result>) {
  const last = useRef<Attempt | null>(null)
  return async (body: Body): Promise<Result> => {
    const attempt = attemptFor(last.current, JSON.stringify(body), () => crypto.randomUUID())
    last.current = attempt
    try {
      return await send(body, attempt.key)
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) last.current = { ...attempt, isUnanswered: true }
      throw error
    }
  }
}
