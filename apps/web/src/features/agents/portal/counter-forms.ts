import { shiftOpenInput, shopDepositInput, shopPayoutInput } from '@khela/contracts/agents'
import { z } from 'zod'
import { takaText } from '../../../components/admin/taka-text.ts'

/** Opening and closing a shift: the cash counted in the drawer, typed in taka (the two inputs are one shape). */
export const shiftCashForm = z.object({ countedCash: takaText.pipe(shiftOpenInput.shape.countedCash) })

/** A deposit for a player: the player's phone or id, and the cash received in taka. */
export const shopDepositForm = z.object({
  player: shopDepositInput.shape.player,
  amount: takaText.pipe(shopDepositInput.shape.amount),
})

/** A payout: the player's eight-digit code, as the contract reads it. */
export const shopPayoutForm = shopPayoutInput
