import type { BetResult, CrashBetInput } from '@khela/contracts/originals'
import { apiRequest } from '../../../lib/api.ts'
import { type PlacedBet, sendBet } from '../shared/originals-api.ts'

/** A bet in one slot of the round now betting (real money, under the press's Idempotency-Key). */
export function placeCrashBet(input: CrashBetInput, idempotencyKey: string): Promise<PlacedBet> {
  return sendBet('/api/originals/crash/bets', input, idempotencyKey)
}

/** A manual cash-out, paid at the server's multiplier when it arrives. */
export function cashOutCrashBet(betId: string): Promise<BetResult> {
  return apiRequest<BetResult>(`/api/originals/crash/bets/${encodeURIComponent(betId)}/cashout`, {
    method: 'POST',
    body: {},
  })
}
