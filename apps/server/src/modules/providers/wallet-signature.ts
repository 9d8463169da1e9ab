import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { signatureMaxAgeSeconds, signedMessage } from '@khela/contracts/provider-wallet'
import { AppError } from '../../lib/app-error.ts'

/** The lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>` under the provider's wallet secret. */
export function signWalletRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(signedMessage(timestamp, rawBody)).digest('hex')
}

/**
 * Checks a call's signature and timestamp. The timestamp is inside the signed message, so it cannot be moved
 * forward to revive an old request; one more than 5 minutes from the server's clock is REQUEST_EXPIRED.
 */
export function assertSignedWalletRequest(
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
  const expected = Buffer.from(signWalletRequest(request.secret, timestamp ?? '', request.rawBody), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new AppError('INVALID_SIGNATURE')
  const seconds = /^\d{1,12}$/.test(timestamp ?? '') ? Number(timestamp) : Number.NaN
  if (!(Math.abs(nowMs / 1000 - seconds) <= signatureMaxAgeSeconds)) throw new AppError('REQUEST_EXPIRED')
}

/** Whether `ip` may call for a provider: any address when the list is empty, else one on it (IPv4-mapped too). */
export function isAllowedAddress(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) return true
  const plain = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip
  return allowed.some((address) => address.toLowerCase() === plain.toLowerCase())
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')
