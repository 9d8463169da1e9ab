import { createHmac, timingSafeEqual } from 'node:crypto'
import { signedMessage } from '@khela/contracts/provider-wallet'

/** The providers' wallet API scheme: lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>` under the secret. */
export function signFeedMessage(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(signedMessage(timestamp, rawBody)).digest('hex')
}

/** What the receiver checks; compared in constant time so the signature cannot be guessed byte by byte. */
export function isFeedSignatureValid(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signFeedMessage(secret, timestamp, rawBody), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
