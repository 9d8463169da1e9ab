import { randomUUID } from 'node:crypto'
import type { ShopDeposit, shopDepositInput } from '@khela/contracts/agents'
import type { SessionUser } from '@khela/contracts/session'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { agentCashierShifts, agentShopDeposits } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'
import { assertMayDeposit } from '../../lib/player-gates.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { transfer } from '../wallet/transfer.ts'
import { lockAgentNode } from './agent-nodes.ts'
import { assertWithinDailyLimit } from './assert-within-daily-limit.ts'
import { lockOpenShift, requireCashierShop } from './cashier-shifts.ts'
import { findShopPlayer } from './find-shop-player.ts'
import { newReceiptNumber } from './receipt-number.ts'

export type ShopDepositRequest = {
  cashier: SessionUser
  idempotencyKey: string
  input: z.output<typeof shopDepositInput>
  ipAddress: string | null
}

/**
 * Cash handed over at a shop becomes the player's cash: one transfer from the shop's float (which may go down to
 * minus its credit limit, FLOAT_LIMIT_REACHED beyond) to the player's cash, with a receipt number to print. The
 * cashier needs an open shift (SHIFT_NOT_OPEN), whose totals grow under its row lock; the shop must be active and
 * within its daily limit. The player's gates (region, limits, exclusion, the KYC deposit threshold) run under the
 * player's cash lock, as for every deposit. Idempotent by key; audited.
 */
export async function depositAtShop(
  db: Db,
  request: ShopDepositRequest,
): Promise<{ deposit: ShopDeposit; isReplay: boolean }> {
  const { cashier, input } = request
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: `agents.shop-deposit:${cashier.id}`,
      key: request.idempotencyKey,
      request: { cashierId: cashier.id, ...input },
    },
    async (tx) => {
      const shopId = await requireCashierShop(tx, cashier.id)
      const shift = await lockOpenShift(tx, cashier.id)
      const shop = await lockAgentNode(tx, shopId)
      if (shop.status !== 'active') throw new AppError('AGENT_SUSPENDED')
      await assertWithinDailyLimit(tx, shop, input.amount)
      const playerId = await findShopPlayer(tx, input.player)
      const accounts = await lockPlayerAccounts(tx, playerId)
      if (!accounts) throw new AppError('NOT_FOUND')
      if (accounts.currency !== shop.currency) throw new AppError('WRONG_CURRENCY')
      await assertMayDeposit(tx, { userId: playerId, amount: input.amount, currency: shop.currency })
      const id = randomUUID()
      const moved = await transfer(tx, {
        idempotencyKey: `agent-shop-deposit:${id}`,
        debit: shop.floatAccountId,
        credit: accounts.ids.player_cash,
        amount: input.amount,
        currency: shop.currency,
        kind: 'agent_shop_deposit',
        ref: { type: 'agent_shop_deposit', id },
        metadata: { shopId, cashierId: cashier.id },
      })
      const [row] = await tx
        .insert(agentShopDeposits)
        .values({
          id,
          receiptNumber: newReceiptNumber(new Date()),
          shopId,
          shiftId: shift.id,
          cashierId: cashier.id,
          playerId,
          amount: input.amount,
          currency: shop.currency,
          transferId: moved.id,
        })
        .returning()
      if (!row) throw new Error('shop deposit not inserted')
      await tx
        .update(agentCashierShifts)
        .set({
          depositsTotal: sql`${agentCashierShifts.depositsTotal} + ${input.amount}`,
          depositsCount: sql`${agentCashierShifts.depositsCount} + 1`,
        })
        .where(eq(agentCashierShifts.id, shift.id))
      const deposit: ShopDeposit = {
        id,
        receiptNumber: row.receiptNumber,
        shopId,
        shopName: shop.name,
        shiftId: shift.id,
        playerId,
        amount: input.amount,
        currency: shop.currency,
        createdAt: row.createdAt.toISOString(),
      }
      await recordAuditEntry(tx, {
        actorId: cashier.id,
        action: 'agents.shop.deposit',
        recordType: 'agent_shop_deposit',
        recordId: id,
        after: { ...deposit, transferId: moved.id },
        ipAddress: request.ipAddress,
      })
      return deposit
    },
  )
  return { deposit: response, isReplay }
}
