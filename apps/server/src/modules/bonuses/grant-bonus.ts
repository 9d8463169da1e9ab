import { randomUUID } from 'node:crypto'
import type { Currency } from '@khela/contracts/accounts'
import type { Campaign } from '@khela/contracts/bonuses'
import type { Db } from '../../db/client.ts'
import { bonusFreeRounds, bonusGrants } from '../../db/schema/bonuses.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { openGrantAccount } from '../wallet/open-grant-account.ts'
import { transfer } from '../wallet/transfer.ts'
import { wageringRequiredFor } from './bonus-maths.ts'
import { findFreeSpinsGame } from './find-free-spins-game.ts'
import { termsOf } from './to-campaign.ts'

const dayMs = 24 * 60 * 60 * 1000

export type NewGrant = {
  userId: string
  currency: Currency
  campaign: Campaign
  amount: number
  deposit: { id: string; amount: number } | null
  promoCode: string | null
  isWelcome: boolean
  /** Staff who granted by hand, with their reason; null for a grant at a deposit. */
  staff: { id: string; reason: string; ipAddress: string | null } | null
  now: Date
}

/**
 * Gives one reward, inside the caller's transaction: the grant's row with the campaign's terms as they are now, its
 * own ledger account, and one transfer of the amount from the operator's bonus cost account to it; audited.
 * Free spins bring no money now (amount 0, whatever the caller says): their spins wait in `bonus_free_rounds` for
 * the leader's job to send them to the game's provider (`send-free-rounds.ts`), after this transaction commits.
 */
export async function grantBonus(tx: Db, newGrant: NewGrant) {
  const { reward } = newGrant.campaign
  const grant = reward.kind === 'free_spins' ? { ...newGrant, amount: 0 } : newGrant
  const freeSpinsGame = reward.kind === 'free_spins' ? await findFreeSpinsGame(tx, reward.game) : null
  const id = randomUUID()
  const ledgerAccountId = await openGrantAccount(tx, {
    userId: grant.userId,
    currency: grant.currency,
    grantId: id,
  })
  const terms = termsOf(grant.campaign)
  const [row] = await tx
    .insert(bonusGrants)
    .values({
      id,
      userId: grant.userId,
      campaignId: grant.campaign.id,
      currency: grant.currency,
      amount: grant.amount,
      // A free bet is never wagered: its bet's settlement ends it (settle-sport-bets.ts).
      wageringRequired:
        terms.reward.kind === 'free_bet'
          ? 0
          : wageringRequiredFor(terms.wagering, grant.amount, grant.deposit?.amount ?? 0),
      terms,
      ledgerAccountId,
      depositId: grant.deposit?.id ?? null,
      depositAmount: grant.deposit?.amount ?? null,
      promoCode: grant.promoCode,
      isWelcome: grant.isWelcome,
      grantedBy: grant.staff?.id ?? null,
      grantReason: grant.staff?.reason ?? null,
      expiresAt: new Date(grant.now.getTime() + grant.campaign.expiryDays * dayMs),
      createdAt: grant.now,
    })
    .returning()
  if (!row) throw new Error('grant not inserted')
  if (grant.amount > 0) {
    const cost = await ensureOperatorAccount(tx, { kind: 'bonus_cost', currency: grant.currency })
    await transfer(tx, {
      idempotencyKey: `bonus-grant:${id}`,
      debit: cost,
      credit: ledgerAccountId,
      amount: grant.amount,
      currency: grant.currency,
      kind: 'bonus_grant',
      ref: { type: 'bonus_grant', id },
      isKeyNew: true,
    })
  }
  if (reward.kind === 'free_spins' && freeSpinsGame)
    await tx.insert(bonusFreeRounds).values({
      grantId: id,
      userId: grant.userId,
      providerCode: freeSpinsGame.providerCode,
      gameCode: freeSpinsGame.code,
      gameSlug: freeSpinsGame.slug,
      gameTitle: freeSpinsGame.title,
      currency: grant.currency,
      count: reward.count,
      stake: reward.stake,
      nextAttemptAt: grant.now,
      createdAt: grant.now,
    })
  await recordAuditEntry(tx, {
    actorId: grant.staff?.id ?? null,
    action: grant.staff ? 'bonus_grant.grant_by_hand' : 'bonus_grant.grant',
    recordType: 'bonus_grant',
    recordId: id,
    after: {
      userId: grant.userId,
      campaignId: grant.campaign.id,
      amount: grant.amount,
      currency: grant.currency,
      ...(reward.kind === 'free_spins'
        ? { freeSpins: { game: reward.game, count: reward.count, stake: reward.stake } }
        : {}),
      depositId: grant.deposit?.id ?? null,
      reason: grant.staff?.reason ?? null,
    },
    ipAddress: grant.staff?.ipAddress ?? null,
  })
  return row
}
