import { useRef } from 'react'

/** One money request as sent: its body and the Idempotency-Key it went with. */
export interface Attempt {
  key: string
  body: string
}

/**
 * The key for a Submit: the last one again while the same submission has not succeeded yet, whatever went wrong
 * (no answer, a 5xx, a 502/504 from a proxy, an answer that could not be read: the first request may have been
 * made, and the server answers a replay with its first result instead of making it twice); a fresh one when what
 * is sent changed or there was no unfinished submission.
 */
export function attemptFor(last: Attempt | null, body: string, freshKey: () => string): Attempt {
  if (last?.body === body) return last
  return { key: freshKey(), body }
}

/** Where the unfinished attempt is kept: by default in the component; a flow that outlives its steps passes its own. */
export interface AttemptStore {
  read: () => Attempt | null
  write: (attempt: Attempt | null) => void
}

/**
 * Sends a money request under an Idempotency-Key kept until the request succeeds or its body changes, so a retry
 * of the same submission after any failure can never make a second request (a second withdrawal hold).
 */
export function useIdempotentAttempt<Body, Result>(
  send: (body: Body, key: string) => Promise<Result>,
  store?: AttemptStore,
) {
  const own = useRef<Attempt | null>(null)
  const read = store?.read ?? (() => own.current)
  const write =
    store?.write ??
    ((attempt: Attempt | null) => {
      own.current = attempt
    })
  return async (body: Body): Promise<Result> => {
    const attempt = attemptFor(read(), JSON.stringify(body), () => crypto.randomUUID())
    write(attempt)
    const result = await send(body, attempt.key)
    write(null)
    return result
  }
}
