import { createHmac } from 'node:crypto'
import { errorBody } from '@khela/contracts/errors'
import {
  providerHeaders,
  signedMessage,
  type WalletCall,
  walletAnswer,
} from '@khela/contracts/provider-wallet'
import type { Faults } from './faults.ts'

export type WalletOutcome =
  | { kind: 'ok'; answer: ReturnType<typeof walletAnswer.parse> }
  /** Khela answered 4xx: it stored nothing, so retrying would only be refused again. */
  | { kind: 'refused'; code: string; status: number; balance: number | null }
  /** Every attempt timed out, failed on the network or answered 5xx: whether it was applied is unknown. */
  | { kind: 'unreachable'; reason: string }

type Attempt = { kind: 'answered'; status: number; body: unknown } | { kind: 'lost'; reason: string }

export type WalletClient = ReturnType<typeof createWalletClient>

/**
 * Khela's seamless wallet as the studio calls it: every call signed, and one that may not have arrived (a timeout,
 * a network error, a 5xx) sent again with the same transaction id, up to `retries` more times. The same id makes
 * a retry safe: Khela answers a transaction it has already applied with its first answer.
 */
export function createWalletClient(options: {
  url: string
  providerCode: string
  secret: string
  timeoutMs: number
  retries: number
}) {
  async function attempt(call: WalletCall, rawBody: string, faults: Faults): Promise<Attempt> {
    if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs))
    const timestamp = String(Math.floor(Date.now() / 1000))
    const signature = createHmac('sha256', options.secret)
      .update(signedMessage(timestamp, rawBody))
      .digest('hex')
    const send = async (): Promise<Attempt> => {
      try {
        const response = await fetch(`${options.url}/${call}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [providerHeaders.provider]: options.providerCode,
            [providerHeaders.timestamp]: timestamp,
            [providerHeaders.signature]: signature,
          },
          body: rawBody,
          signal: AbortSignal.timeout(options.timeoutMs),
        })
        const body: unknown = await response.json().catch(() => null)
        return { kind: 'answered', status: response.status, body }
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network'
        return { kind: 'lost', reason }
      }
    }
    const [first] = await Promise.all(faults.duplicate ? [send(), send()] : [send()])
    return first ?? { kind: 'lost', reason: 'network' }
  }

  /**
   * Sends one wallet call until it is answered or the retries run out. `dropAnswers` counts the attempts of this
   * call whose answer the studio pretends never came (fault injection): it is decremented as they are used.
   */
  async function send(
    call: WalletCall,
    body: Record<string, unknown>,
    faults: Faults,
    drop: { answers: number } = { answers: 0 },
  ): Promise<WalletOutcome> {
    const rawBody = JSON.stringify(body)
    let reason = 'timeout'
    for (let attemptNumber = 0; attemptNumber <= options.retries; attemptNumber += 1) {
      const result = await attempt(call, rawBody, faults)
      if (result.kind === 'answered' && drop.answers > 0) {
        drop.answers -= 1
        reason = 'timeout'
        continue
      }
      if (result.kind === 'lost') {
        reason = result.reason
        continue
      }
      if (result.status >= 500) {
        reason = `status ${result.status}`
        continue
      }
      const answer = walletAnswer.safeParse(result.body)
      if (result.status === 200 && answer.success) return { kind: 'ok', answer: answer.data }
      const refusal = errorBody.safeParse(result.body)
      const fields = refusal.success ? refusal.data.error.fields : undefined
      const balance = Number(fields?.balance)
      return {
        kind: 'refused',
        status: result.status,
        code: refusal.success ? refusal.data.error.code : 'UNEXPECTED_ANSWER',
        balance: Number.isFinite(balance) ? balance : null,
      }
    }
    return { kind: 'unreachable', reason }
  }

  return { send }
}
