import { useRef } from 'react'

/**
 * One Idempotency-Key per intended operation: made at the first Submit, sent again when the same submission is
 * retried (after a lost answer), and forgotten when what would be sent changes or the dialog closes.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null)
  return {
    current: () => {
      key.current ??= crypto.randomUUID()
      return key.current
    },
    forget: () => {
      key.current = null
    },
  }
}
