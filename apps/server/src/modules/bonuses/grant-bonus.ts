import { randomUUID } from 'node:crypto'
import type { Currency } from '@khela/contracts/accounts'
import type { Campaign } from '@khela/contracts/bonuses'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { openGrantAccount } from '../wallet/open-grant-account.ts'
import { transfer } from '../wallet/transfer.ts'
import { wageringRequiredFor } from './bonus-maths.ts'
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
 */
export async function grantBonus(tx: Db, grant: NewGrant) {
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
      depositId: grant.deposit?.id ?? null,
      reason: grant.staff?.reason ?? null,
    },
    ipAddress: grant.staff?.ipAddress ?? null,
  })
  return row
}
