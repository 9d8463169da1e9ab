import { randomUUID } from 'node:crypto'
import type { ShopPayout } from '@khela/contracts/agents'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentCashierShifts, agentShopPayouts, agentShopWithdrawals } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { transfer } from '../wallet/transfer.ts'
import { lockAgentNode } from './agent-nodes.ts'
import { assertWithinDailyLimit } from './assert-within-daily-limit.ts'
import { lockOpenShift, requireCashierShop } from './cashier-shifts.ts'
import { hashPayoutCode } from './payout-codes.ts'

export type ShopPayoutRequest = {
  cashier: SessionUser
  idempotencyKey: string
  code: string
  ipAddress: string | null
}

/**
 * A cashier pays out a shop withdrawal by the code the player shows: the held amount goes to the shop's float
 * (the cash leaves the drawer, the float gains what the operator owes the shop). Exactly once: the withdrawal
 * leaves `pending` by a conditional update, so of two cashiers entering the same code at once one pays and the
 * other gets ALREADY_DECIDED; a unique payout per withdrawal backs it. A code unknown here is PAYOUT_CODE_INVALID,
 * one past its day PAYOUT_CODE_EXPIRED (before and after the leader's sweep expires it). Needs an open shift; counts towards the shop's daily limit. Idempotent by
 * key; audited.
 */
export async function payShopWithdrawal(
  db: Db,
  request: ShopPayoutRequest,
): Promise<{ payout: ShopPayout; isReplay: boolean }> {
  const { cashier } = request
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: `agents.shop-payout:${cashier.id}`,
      key: request.idempotencyKey,
      request: { cashierId: cashier.id, code: request.code },
    },
    async (tx) => {
      const shopId = await requireCashierShop(tx, cashier.id)
      const shift = await lockOpenShift(tx, cashier.id)
      const shop = await lockAgentNode(tx, shopId)
      if (shop.status !== 'active') throw new AppError('AGENT_SUSPENDED')
      const [pending] = await tx
        .select()
        .from(agentShopWithdrawals)
        .where(
          and(
            eq(agentShopWithdrawals.shopId, shopId),
            eq(agentShopWithdrawals.codeHash, hashPayoutCode(shopId, request.code)),
            eq(agentShopWithdrawals.status, 'pending'),
          ),
        )
      if (!pending)
        throw new AppError(
          (await isExpiredCode(tx, shopId, request.code)) ? 'PAYOUT_CODE_EXPIRED' : 'PAYOUT_CODE_INVALID',
        )
      if (pending.expiresAt.getTime() <= Date.now()) throw new AppError('PAYOUT_CODE_EXPIRED')
      await assertWithinDailyLimit(tx, shop, pending.amount)
      const [paid] = await tx
        .update(agentShopWithdrawals)
        .set({ status: 'paid' })
        .where(and(eq(agentShopWithdrawals.id, pending.id), eq(agentShopWithdrawals.status, 'pending')))
        .returning({ id: agentShopWithdrawals.id })
      if (!paid) throw new AppError('ALREADY_DECIDED')
      const accounts = await requirePlayerAccounts(tx, pending.playerId)
      const id = randomUUID()
      const moved = await transfer(tx, {
        idempotencyKey: `agent-shop-payout:${pending.id}`,
        debit: accounts.ids.withdrawal_hold,
        credit: shop.floatAccountId,
        amount: pending.amount,
        currency: pending.currency,
        kind: 'agent_shop_payout',
        ref: { type: 'agent_shop_withdrawal', id: pending.id },
        metadata: { shopId, cashierId: cashier.id },
      })
      const [row] = await tx
        .insert(agentShopPayouts)
        .values({
          id,
          withdrawalId: pending.id,
          shopId,
          shiftId: shift.id,
          cashierId: cashier.id,
          playerId: pending.playerId,
          amount: pending.amount,
          currency: pending.currency,
          transferId: moved.id,
        })
        .returning()
      if (!row) throw new Error('shop payout not inserted')
      await tx
        .update(agentCashierShifts)
        .set({
          payoutsTotal: sql`${agentCashierShifts.payoutsTotal} + ${pending.amount}`,
          payoutsCount: sql`${agentCashierShifts.payoutsCount} + 1`,
        })
        .where(eq(agentCashierShifts.id, shift.id))
      const payout: ShopPayout = {
        id,
        withdrawalId: pending.id,
        shopId,
        shopName: shop.name,
        shiftId: shift.id,
        playerId: pending.playerId,
        amount: pending.amount,
        currency: pending.currency,
        createdAt: row.createdAt.toISOString(),
      }
      await recordAuditEntry(tx, {
        actorId: cashier.id,
        action: 'agents.shop.payout',
        recordType: 'agent_shop_withdrawal',
        recordId: pending.id,
        after: { ...payout, transferId: moved.id },
        ipAddress: request.ipAddress,
      })
      return payout
    },
  )
  return { payout: response, isReplay }
}

/** The code was this shop's but the leader's sweep expired it: the cashier is told so, not that it is wrong. */
async function isExpiredCode(tx: Db, shopId: string, code: string): Promise<boolean> {
  const [expired] = await tx
    .select({ id: agentShopWithdrawals.id })
    .from(agentShopWithdrawals)
    .where(
      and(
        eq(agentShopWithdrawals.shopId, shopId),
        eq(agentShopWithdrawals.codeHash, hashPayoutCode(shopId, code)),
        eq(agentShopWithdrawals.status, 'expired'),
      ),
    )
    .limit(1)
  return expired !== undefined
}
