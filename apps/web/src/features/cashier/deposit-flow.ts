import type { PaymentGateway } from '@khela/contracts/cashier'
import type { Attempt } from '../../lib/idempotent-attempt.ts'

/** The deposit's three steps: pick a method, pick an amount, send the money and fill in its details. */
export type DepositStep = 'method' | 'amount' | 'details'

export interface DepositFlow {
  step: DepositStep
  gateway: PaymentGateway
  methodId: string | null
  /** Poisha; null until the player picks or types one. */
  amount: number | null
  /** True when the player went on without an amount: step 2 says 'Add amount to deposit'. */
  isAmountMissing: boolean
  /**
   * The submission not yet known to have succeeded and its Idempotency-Key: kept here, not in step 3 (which goes
   * away on Back), so sending the same deposit again reuses the key and cannot make a second request.
   */
  attempt: Attempt | null
}

export type DepositFlowAction =
  | { type: 'gateway'; gateway: PaymentGateway }
  | { type: 'method'; methodId: string }
  | { type: 'amount'; amount: number | null }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'attempt'; attempt: Attempt | null }
  | { type: 'reset' }

export const initialDepositFlow: DepositFlow = {
  step: 'method',
  gateway: 'MOBILE_BANKING',
  methodId: null,
  amount: null,
  isAmountMissing: false,
  attempt: null,
}

const previousStep: Record<DepositStep, DepositStep> = {
  method: 'method',
  amount: 'method',
  details: 'amount',
}

/**
 * One step at a time: Back goes back one step; Next (or Submit) without an amount lands on the amount step with
 * its reminder. Another method forgets the amount, whose limits were the old method's.
 */
export function depositFlowReducer(flow: DepositFlow, action: DepositFlowAction): DepositFlow {
  switch (action.type) {
    case 'gateway':
      return { ...flow, gateway: action.gateway }
    case 'method':
      return {
        ...flow,
        step: 'amount',
        methodId: action.methodId,
        amount: action.methodId === flow.methodId ? flow.amount : null,
        isAmountMissing: false,
      }
    case 'amount':
      return { ...flow, amount: action.amount, isAmountMissing: false }
    case 'next':
      if (flow.methodId === null) return { ...flow, step: 'method' }
      if (flow.amount === null) return { ...flow, step: 'amount', isAmountMissing: true }
      return { ...flow, step: 'details', isAmountMissing: false }
    case 'back':
      return { ...flow, step: previousStep[flow.step], isAmountMissing: false }
    case 'attempt':
      return { ...flow, attempt: action.attempt }
    case 'reset':
      return initialDepositFlow
  }
}
