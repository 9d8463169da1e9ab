import { createHmac } from 'node:crypto'
import type { HmacSha256 } from '@khela/contracts/fairness'

/**
 * The fairness HMAC computed in place: WebCrypto's (the contracts' default, which the browser's verifier uses)
 * hands every key import and signature to a worker thread and back, which cost a bet about 5 % of its CPU.
 * Same bytes: both take the key and the message as UTF-8.
 */
export const nodeHmacSha256: HmacSha256 = (key, message) =>
  createHmac('sha256', key).update(message, 'utf8').digest()
