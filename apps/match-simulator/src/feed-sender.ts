import { setTimeout as sleep } from 'node:timers/promises'
import { type LiveFeedMessage, liveFeedHeaders } from '@khela/contracts/sportsbook-live-feed'
import { signFeedMessage } from './sign-feed-message.ts'

export type SendFeedMessage = (message: LiveFeedMessage) => Promise<void>

/**
 * Posts one live feed message until the receiver acknowledges it (2xx), the same bytes and `seq` every time, so
 * the receiver can tell a retry from a new message. It never gives up on a message, because skipping one would
 * leave a gap the receiver waits on; the wait between attempts doubles up to `retry.maxMs`. Each attempt is
 * signed afresh, so a long outage never sends a timestamp the receiver would refuse as stale.
 */
export function createFeedSender(options: {
  url: string
  source: string
  secret: string
  timeoutMs: number
  retry: { firstMs: number; maxMs: number }
  /** Aborted when the process closes: the message in flight is then abandoned. */
  signal: AbortSignal
  onRetry?: (message: LiveFeedMessage, reason: string) => void
}): SendFeedMessage {
  async function attempt(rawBody: string): Promise<string | null> {
    const timestamp = String(Math.floor(Date.now() / 1000))
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [liveFeedHeaders.source]: options.source,
          [liveFeedHeaders.timestamp]: timestamp,
          [liveFeedHeaders.signature]: signFeedMessage(options.secret, timestamp, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
      })
      await response.body?.cancel()
      return response.ok ? null : `status ${response.status}`
    } catch (error) {
      if (options.signal.aborted) throw error
      return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network'
    }
  }

  return async function send(message) {
    const rawBody = JSON.stringify(message)
    let waitMs = options.retry.firstMs
    for (;;) {
      const failure = await attempt(rawBody)
      if (failure === null) return
      options.onRetry?.(message, failure)
      await sleep(waitMs, undefined, { signal: options.signal })
      waitMs = Math.min(options.retry.maxMs, waitMs * 2)
    }
  }
}
