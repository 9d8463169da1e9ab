import { randomUUID } from 'node:crypto'
import type { ShopWithdrawal, shopWithdrawalInput } from '@khela/contracts/agents'
import { holdsWallet } from '@khela/contracts/roles'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { agentShopWithdrawals } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'
import { assertMayWithdraw } from '../../lib/player-gates.ts'
import { findForfeitWarning } from '../bonuses/find-forfeit-warning.ts'
import { holdWithdrawal } from '../wallet/hold-withdrawal.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { requireAgentNode } from './agent-nodes.ts'
import { hashPayoutCode, newPayoutCode, payoutCodeLifetimeMs } from './payout-codes.ts'
import { toShopWithdrawal } from './shop-withdrawals.ts'

/**
 * A player's withdrawal to collect in cash at a shop: the amount is held on the ledger at once (cash → hold, as
 * every withdrawal), under the player's withdrawal gates (KYC when required), and the answer carries a one-time
 * code to show the cashier, valid a day. Only the code's hash is kept, so a replay of the key answers without it:
 * the player asks for a new code instead. A player with active bonuses is refused (BONUS_FORFEIT_REQUIRED): shop
 * withdrawals do not forfeit bonuses for them; the site's cashier does.
 */
export async function requestShopWithdrawal(
  db: Db,
  request: { player: SessionUser; idempotencyKey: string; input: z.output<typeof shopWithdrawalInput> },
): Promise<{ withdrawal: ShopWithdrawal; isReplay: boolean }> {
  const { player, input } = request
  if (!holdsWallet(player.role)) throw new AppError('FORBIDDEN')
  let code: string | undefined
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: `agents.shop-withdrawal:${player.id}`,
      key: request.idempotencyKey,
      request: { userId: player.id, ...input },
    },
    async (tx) => {
      const shop = await requireAgentNode(tx, input.shopId)
      if (shop.level !== 'shop') throw new AppError('NOT_FOUND')
      if (shop.status !== 'active') throw new AppError('AGENT_SUSPENDED')
      const accounts = await lockPlayerAccounts(tx, player.id)
      if (!accounts) throw new AppError('FORBIDDEN')
      if (accounts.currency !== shop.currency) throw new AppError('WRONG_CURRENCY')
      await assertMayWithdraw(tx, { userId: player.id, amount: input.amount, currency: shop.currency })
      const warning = await findForfeitWarning(tx, player.id)
      if (warning.grants.length > 0)
        throw new AppError('BONUS_FORFEIT_REQUIRED', {
          fields: { total: String(warning.total), currency: shop.currency },
        })
      const id = randomUUID()
      const hold = await holdWithdrawal(tx, {
        idempotencyKey: `agent-shop-withdrawal-hold:${id}`,
        userId: player.id,
        amount: input.amount,
        ref: { type: 'agent_shop_withdrawal', id },
        metadata: { shopId: shop.id },
      })
      // A pending code already at this shop (one in a hundred million) is drawn again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const drawn = newPayoutCode()
        const [row] = await tx
          .insert(agentShopWithdrawals)
          .values({
            id,
            shopId: shop.id,
            playerId: player.id,
            amount: input.amount,
            currency: shop.currency,
            codeHash: hashPayoutCode(shop.id, drawn),
            expiresAt: new Date(Date.now() + payoutCodeLifetimeMs),
            holdTransferId: hold.id,
          })
          .onConflictDoNothing()
          .returning()
        if (row) {
          code = drawn
          return toShopWithdrawal(row, shop.name)
        }
      }
      throw new Error('no free payout code after five draws')
    },
  )
  return { withdrawal: code && !isReplay ? { ...response, code } : response, isReplay }
}
