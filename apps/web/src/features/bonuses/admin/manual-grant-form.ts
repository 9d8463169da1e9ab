import { manualGrantInput } from '@khela/contracts/bonuses'
import { z } from 'zod'
import { takaText } from '../../../components/admin/taka-text.ts'

/** Grant by hand: the amount typed in taka (left empty for free spins), then the contract's own checks. */
export const manualGrantForm = z.object({
  campaignId: manualGrantInput.shape.campaignId,
  amount: z.union([z.literal('').transform(() => null), takaText]).pipe(manualGrantInput.shape.amount),
  reason: manualGrantInput.shape.reason,
})
