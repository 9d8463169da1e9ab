/**
 * Runs `refetch` for a burst of live changes without piling reads up: at most one read is in flight, and any
 * number of requests while it runs make exactly one more read after it, so the last change is always read.
 * A failed read is not retried here; the next change or the query's polling reads again.
 */
export function createCoalescedRefetch(refetch: () => Promise<unknown>): () => void {
  let isRunning = false
  let isWanted = false

  const run = () => {
    isRunning = true
    isWanted = false
    refetch()
      .catch(() => {})
      .finally(() => {
        isRunning = false
        if (isWanted) run()
      })
  }

  return () => {
    if (isRunning) isWanted = true
    else run()
  }
}
