import type { BetResult, CrashBetInput } from '@khela/contracts/originals'
import { api } from '../../../lib/endpoint.ts'
import * as originalsApi from '../../../lib/endpoints/originals.ts'
import { type PlacedBet, sendBet } from '../shared/originals-api.ts'

/** A bet in one slot of the round now betting (real money, under the press's Idempotency-Key). */
export function placeCrashBet(input: CrashBetInput, idempotencyKey: string): Promise<PlacedBet> {
  return sendBet(originalsApi.placeCrashBet, input, idempotencyKey)
}

/** A manual cash-out, paid at the server's multiplier when it arrives. */
export function cashOutCrashBet(betId: string): Promise<BetResult> {
  return api(originalsApi.cashOutCrashBet, { params: { betId }, body: {} })
}
