import type {
  AgentTreeRow,
  CashierShift,
  FloatMoveResult,
  floatMoveInput,
  PartnerPortal,
  ShopDeposit,
  ShopPayout,
} from '@khela/contracts/agents'
import type { CommissionStatement, CommissionStatementSummary } from '@khela/contracts/commissions'
import type { z } from 'zod'
import { endpoint } from '../endpoint.ts'

// The partner portal's calls (agents and shop cashiers); imported only by its lazy chunk.
export const portal = endpoint<{ response: PartnerPortal }>()('GET', '/api/agents/portal')
export const tree = endpoint<{ response: { nodes: AgentTreeRow[] } }>()('GET', '/api/agents/tree')
export const moveFloat = endpoint<{ body: z.input<typeof floatMoveInput>; response: FloatMoveResult }>()(
  'POST',
  '/api/agents/float-moves',
)
export const openShift = endpoint<{ body: { countedCash: number }; response: CashierShift }>()(
  'POST',
  '/api/agents/shifts',
)
export const closeShift = endpoint<{ body: { countedCash: number }; response: CashierShift }>()(
  'POST',
  '/api/agents/shifts/current/close',
)
export const deposit = endpoint<{ body: { player: string; amount: number }; response: ShopDeposit }>()(
  'POST',
  '/api/agents/shop-deposits',
)
export const payout = endpoint<{ body: { code: string }; response: ShopPayout }>()(
  'POST',
  '/api/agents/shop-payouts',
)
export const statements = endpoint<{ response: { statements: CommissionStatementSummary[] } }>()(
  'GET',
  '/api/agents/statements',
)
export const statement = endpoint<{ response: CommissionStatement }>()('GET', '/api/agents/statements/:id')
