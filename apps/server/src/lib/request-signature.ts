import { createHmac, timingSafeEqual } from 'node:crypto'
import { signatureMaxAgeSeconds, signedMessage } from '@khela/contracts/provider-wallet'
import { AppError } from './app-error.ts'

// How outside parties sign what they send Khela: game providers' wallet calls (docs/provider-wallet-api.md) and
// live feeds' messages (docs/live-feed.md).

/** The lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>` under the sender's secret. */
export function signRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(signedMessage(timestamp, rawBody)).digest('hex')
}

/**
 * Checks a request's signature and timestamp. The timestamp is inside the signed message, so it cannot be moved
 * forward to revive an old request; one more than 5 minutes from the server's clock is REQUEST_EXPIRED. A sender
 * without a secret (unknown) is INVALID_SIGNATURE, like a wrong signature.
 */
export function assertSignedRequest(
  request: {
    secret: string | null
    timestamp: string | undefined
    signature: string | undefined
    rawBody: string
  },
  nowMs: number,
) {
  const { timestamp, signature } = request
  if (!request.secret || !signature || !/^[0-9a-f]{64}$/.test(signature))
    throw new AppError('INVALID_SIGNATURE')
  const expected = Buffer.from(signRequest(request.secret, timestamp ?? '', request.rawBody), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new AppError('INVALID_SIGNATURE')
  const seconds = /^\d{1,12}$/.test(timestamp ?? '') ? Number(timestamp) : Number.NaN
  if (!(Math.abs(nowMs / 1000 - seconds) <= signatureMaxAgeSeconds)) throw new AppError('REQUEST_EXPIRED')
}
