import type { Currency } from '@khela/contracts/accounts'
import { z } from 'zod'

/** Free rounds as Khela asks a provider for them; `reference` (the grant's id) makes a resend find the first. */
export type FreeRoundsOrder = {
  reference: string
  player: string
  game: string
  count: number
  stake: number
  currency: Currency
}

export type FreeRoundsAnswer =
  | { kind: 'granted'; providerRef: string }
  /** The provider answered 4xx about the order (not 401, 403, 404, 408, 429): it will never take it. */
  | { kind: 'refused'; reason: string }
  /** A timeout, a network error, a 5xx or a refusal of the caller: sent again later. */
  | { kind: 'unreachable'; reason: string }

export type FreeRoundsApi = { grant(order: FreeRoundsOrder): Promise<FreeRoundsAnswer> }

const notAboutTheOrder = new Set([401, 403, 404, 408, 429])
const grantedBody = z.object({ grant: z.object({ id: z.string().min(1) }) })
const refusalBody = z.object({
  error: z.object({
    code: z.string(),
    issues: z.array(z.object({ message: z.string() })).optional(),
  }),
})

/**
 * A provider's free-rounds API in the reference provider's shape (apps/reference-provider README): `POST
 * {url}/admin/free-rounds` with a bearer token, idempotent on `reference`.
 */
export function createFreeRoundsClient(options: {
  url: string
  adminToken: string
  timeoutMs: number
}): FreeRoundsApi {
  return {
    async grant(order) {
      let response: Response
      try {
        response = await fetch(`${options.url}/admin/free-rounds`, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(order),
          signal: AbortSignal.timeout(options.timeoutMs),
        })
      } catch (error) {
        const isTimeout = error instanceof Error && error.name === 'TimeoutError'
        return { kind: 'unreachable', reason: isTimeout ? 'timeout' : 'network' }
      }
      const body: unknown = await response.json().catch(() => null)
      // Khela's own setup (a wrong token or address) or the provider's load, not this order: try again later.
      if (response.status >= 500 || notAboutTheOrder.has(response.status))
        return { kind: 'unreachable', reason: `status ${response.status}` }
      const granted = grantedBody.safeParse(body)
      if (response.ok && granted.success) return { kind: 'granted', providerRef: granted.data.grant.id }
      const refusal = refusalBody.safeParse(body)
      if (!refusal.success) return { kind: 'refused', reason: `status ${response.status}` }
      const details = refusal.data.error.issues?.map((issue) => issue.message).join(', ')
      return {
        kind: 'refused',
        reason: details ? `${refusal.data.error.code}: ${details}` : refusal.data.error.code,
      }
    },
  }
}
