import { feedDocumentLimits } from '@khela/contracts/sportsbook-feed'
import { type FeedRunError, feedPollLimits } from '@khela/contracts/sportsbook-feed-sources'

export type FetchedFeed =
  | { ok: true; document: unknown }
  | { ok: false; errorCode: FeedRunError; httpStatus: number | null; errorDetail: string }

export type FetchLimits = { timeoutMs: number; maxBytes: number }

export const defaultFetchLimits: FetchLimits = {
  timeoutMs: feedPollLimits.timeoutMs,
  maxBytes: feedDocumentLimits.bytes,
}

/**
 * Fetches a feed document over HTTP(S), bounded: the whole answer (headers and body) within `timeoutMs`, and no
 * more than `maxBytes` read (the upload's limit: a larger Content-Length is refused before reading, a body that
 * runs over is cut off). Redirects are not followed, so the address a trader registered is the one fetched.
 * Never throws for what the other side does: every failure comes back with its code.
 */
export async function fetchFeedDocument(
  url: string,
  limits: FetchLimits = defaultFetchLimits,
): Promise<FetchedFeed> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs)
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      redirect: 'manual',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) {
      await response.body?.cancel()
      return {
        ok: false,
        errorCode: 'HTTP_STATUS',
        httpStatus: response.status,
        errorDetail: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      }
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN)
    if (declared > limits.maxBytes) {
      await response.body?.cancel()
      return tooLarge(limits, response.status)
    }
    const text = await readBounded(response, limits.maxBytes)
    if (text === null) return tooLarge(limits, response.status)
    try {
      return { ok: true, document: JSON.parse(text) }
    } catch (error) {
      return {
        ok: false,
        errorCode: 'INVALID_JSON',
        httpStatus: response.status,
        errorDetail: error instanceof Error ? error.message.slice(0, 200) : 'not JSON',
      }
    }
  } catch (error) {
    if (controller.signal.aborted)
      return {
        ok: false,
        errorCode: 'TIMEOUT',
        httpStatus: null,
        errorDetail: `no complete answer within ${limits.timeoutMs} ms`,
      }
    const cause = error instanceof Error ? (error.cause ?? error) : error
    return {
      ok: false,
      errorCode: 'NETWORK',
      httpStatus: null,
      errorDetail: cause instanceof Error ? cause.message.slice(0, 200) : 'the request failed',
    }
  } finally {
    clearTimeout(timer)
  }
}

function tooLarge(limits: FetchLimits, httpStatus: number): FetchedFeed {
  return {
    ok: false,
    errorCode: 'TOO_LARGE',
    httpStatus,
    errorDetail: `the document is larger than ${limits.maxBytes} bytes`,
  }
}

/** The body as text, or null once it runs over `maxBytes` (the rest is not read). */
async function readBounded(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
