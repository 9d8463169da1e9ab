import type { Currency } from '@khela/contracts/accounts'
import type { Campaign } from '@khela/contracts/bonuses'
import { and, eq, gte, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns, bonusGrantMarks } from '../../db/schema/bonuses.ts'
import { type BonusProfile, readBonusProfile } from '../../lib/bonus-profiles.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findSessionIps } from '../auth/find-session-ips.ts'
import { findProviderGame } from '../catalog/find-provider-game.ts'
import { findPlayerDeviceHashes } from '../risk/find-player-device-hashes.ts'
import { raiseRiskFlag } from '../risk/raise-risk-flag.ts'
import { bonusForDeposit } from './bonus-maths.ts'
import { eligibilityRefusal, promoUseRefusal } from './campaign-eligibility.ts'
import { findCandidateCampaigns } from './find-candidate-campaigns.ts'
import { grantBonus } from './grant-bonus.ts'
import { toCampaign } from './to-campaign.ts'

const dayMs = 24 * 60 * 60 * 1000

export type QualifyingDeposit = {
  userId: string
  depositId: string
  amount: number
  currency: Currency
  /** This deposit's number among the player's completed deposits (1: the first). */
  number: number
  isBonusDeclined: boolean
  /** The code the player entered with the deposit, if any. */
  promoCode: string | null
  /** The deposit's sender account number, normalised; null when the method has none. */
  senderAccount: string | null
  /** How far back an earlier welcome grant sharing a device, sender, phone or IP holds this one back. */
  abuseWindowDays: number
  now: Date
}

type Mark = { mark: 'device' | 'sender_account' | 'phone' | 'ip'; value: string }

/**
 * The bonus a completed deposit brings, granted inside the cashier's approval transaction: the campaign named by
 * the deposit's promo code (or the registration's), else the step of the player's welcome offer for this
 * deposit's number, else an automatic campaign — the first that the player, the deposit and its limits allow. None when the player declined it. A welcome reward whose device, sender account, phone or IP an
 * earlier welcome grant of another player shares is not paid: a `bonus_abuse` risk flag is raised instead.
 */
export async function grantDepositBonus(tx: Db, deposit: QualifyingDeposit) {
  if (deposit.isBonusDeclined) return null
  const profile = await readBonusProfile(tx, deposit.userId)
  if (!profile) return null
  const code = deposit.promoCode ?? profile.promoCode
  const context = { profile, deposit: { amount: deposit.amount, number: deposit.number }, now: deposit.now }
  for (const candidate of await findCandidateCampaigns(tx, profile, code)) {
    if (eligibilityRefusal(candidate, context)) continue
    // The campaign's row lock makes its promo code's use counts exact: two deposits with a last use take turns.
    const [locked] = await tx
      .select()
      .from(bonusCampaigns)
      .where(and(eq(bonusCampaigns.id, candidate.id), eq(bonusCampaigns.status, 'active')))
      .for('update')
    if (!locked) continue
    // Checked again under the lock: an edit may have committed since the read.
    const campaign = toCampaign(locked)
    if (eligibilityRefusal(campaign, context) || (await promoUseRefusal(tx, campaign, deposit.userId)))
      continue
    const amount = bonusForDeposit(campaign.reward, deposit.amount)
    // Free spins bring their spins, not money: their grant starts at 0. One whose game has left the catalogue since
    // is passed over, so the deposit's approval never fails for a bonus.
    const { reward } = campaign
    if (amount <= 0 && reward.kind !== 'free_spins') continue
    if (reward.kind === 'free_spins' && !(await findProviderGame(tx, reward.game))) continue
    const isWelcome =
      campaign.eligibility.trigger === 'welcome_offer' || campaign.eligibility.audience === 'new_players'
    const marks = isWelcome ? await marksOf(tx, deposit, profile) : []
    const shared = await sharedMarks(tx, deposit, marks)
    if (shared.length > 0) {
      await holdBack(tx, deposit, campaign, amount, shared)
      return null
    }
    const grant = await grantBonus(tx, {
      userId: deposit.userId,
      currency: deposit.currency,
      campaign,
      amount,
      deposit: { id: deposit.depositId, amount: deposit.amount },
      promoCode: campaign.eligibility.promoCode,
      isWelcome,
      staff: null,
      now: deposit.now,
    })
    if (marks.length > 0)
      await tx.insert(bonusGrantMarks).values(
        marks.map((mark) => ({
          ...mark,
          grantId: grant.id,
          userId: deposit.userId,
          createdAt: deposit.now,
        })),
      )
    return grant
  }
  return null
}

async function marksOf(tx: Db, deposit: QualifyingDeposit, profile: BonusProfile): Promise<Mark[]> {
  const devices = await findPlayerDeviceHashes(tx, deposit.userId)
  const ips = await findSessionIps(tx, deposit.userId)
  return [
    ...devices.map((value) => ({ mark: 'device' as const, value })),
    ...(deposit.senderAccount ? [{ mark: 'sender_account' as const, value: deposit.senderAccount }] : []),
    { mark: 'phone' as const, value: profile.phone },
    ...ips.map((value) => ({ mark: 'ip' as const, value })),
  ]
}

/** The kinds of mark an earlier welcome grant of another player shares with these, within the window. */
async function sharedMarks(tx: Db, deposit: QualifyingDeposit, marks: Mark[]): Promise<string[]> {
  if (marks.length === 0) return []
  const since = new Date(deposit.now.getTime() - deposit.abuseWindowDays * dayMs)
  const rows = await tx
    .selectDistinct({ mark: bonusGrantMarks.mark, value: bonusGrantMarks.value })
    .from(bonusGrantMarks)
    .where(
      and(
        inArray(
          bonusGrantMarks.value,
          marks.map((mark) => mark.value),
        ),
        ne(bonusGrantMarks.userId, deposit.userId),
        gte(bonusGrantMarks.createdAt, since),
      ),
    )
  const isShared = (mark: Mark) => rows.some((row) => row.mark === mark.mark && row.value === mark.value)
  return [...new Set(marks.filter(isShared).map((mark) => mark.mark))].sort()
}

async function holdBack(
  tx: Db,
  deposit: QualifyingDeposit,
  campaign: Campaign,
  amount: number,
  shared: string[],
) {
  await raiseRiskFlag(tx, {
    kind: 'bonus_abuse',
    subject: deposit.depositId,
    userId: deposit.userId,
    recordType: 'deposit_request',
    recordId: deposit.depositId,
    details: { campaignName: campaign.name, marks: shared, amount, currency: deposit.currency },
  })
  await recordAuditEntry(tx, {
    actorId: null,
    action: 'bonus_grant.hold_back',
    recordType: 'deposit_request',
    recordId: deposit.depositId,
    after: { userId: deposit.userId, campaignId: campaign.id, amount, marks: shared },
  })
}
