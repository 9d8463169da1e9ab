import type { Campaign, CashbackRunResult } from '@khela/contracts/bonuses'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns, bonusCashbackPayouts } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import { readBonusProfile } from '../../lib/bonus-profiles.ts'
import { addDays, hasWeekEnded, startOfDayIn } from '../../lib/calendar-days.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { type PlayerNetLoss, sumPlayerNetLosses } from '../overview/sum-player-net-losses.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findPlayerCashAccounts, playerCashKey } from '../wallet/find-player-cash-accounts.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { transfer } from '../wallet/transfer.ts'
import { eligibilityRefusal } from './campaign-eligibility.ts'
import { grantBonus } from './grant-bonus.ts'
import { toCampaign } from './to-campaign.ts'

const batchSize = 100

type CashbackReward = Extract<Campaign['reward'], { kind: 'cashback' }>

/** The cashback a net loss earns: the percent of it, rounded down, up to the cap; 0 below the minimum. */
export function cashbackFor(reward: CashbackReward, netLoss: number): number {
  if (netLoss < reward.minNetLoss || netLoss <= 0) return 0
  return Math.min(Math.floor((netLoss * reward.percent) / 100), reward.maxAmount)
}

/**
 * Pays the week starting `weekStart` (a Monday in the operator's time zone; the week must have ended) under every
 * active cashback campaign: each player whose net loss that week qualifies gets the campaign's percent of it, as
 * cash (one `bonus_cashback` transfer from bonus cost) or as a grant. Each player is paid in a transaction of their
 * own that first claims the (campaign, week, player) row, so a second run, a run at the same time on another
 * instance or a run resumed after a crash pays nobody twice. Staff runs carry their id; the leader's have none.
 */
export async function payWeeklyCashback(
  db: Db,
  run: { weekStart: string; now: Date; actorId: string | null; ipAddress: string | null },
): Promise<CashbackRunResult> {
  const { timeZone } = await findSiteSettings(db)
  if (!hasWeekEnded(run.weekStart, run.now, timeZone)) throw new AppError('CASHBACK_WEEK_NOT_ENDED')
  const weekEnd = startOfDayIn(addDays(run.weekStart, 7), timeZone)
  const rows = await db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.kind, 'cashback'), eq(bonusCampaigns.status, 'active')))
  // A campaign pays the weeks it ran in: created before the week ended.
  const campaigns = rows.map(toCampaign).filter((campaign) => new Date(campaign.createdAt) < weekEnd)
  const result: CashbackRunResult = {
    weekStart: run.weekStart,
    campaigns: campaigns.length,
    paid: 0,
    amount: 0,
  }
  for (const campaign of campaigns) {
    const { reward } = campaign
    if (reward.kind !== 'cashback') continue
    const losses = await sumPlayerNetLosses(db, {
      from: run.weekStart,
      to: addDays(run.weekStart, 6),
      timeZone,
      minNetLoss: reward.minNetLoss,
    })
    for (let start = 0; start < losses.length; start += batchSize) {
      const batch = losses.slice(start, start + batchSize)
      const paid = await db
        .select({ userId: bonusCashbackPayouts.userId })
        .from(bonusCashbackPayouts)
        .where(
          and(
            eq(bonusCashbackPayouts.campaignId, campaign.id),
            eq(bonusCashbackPayouts.weekStart, run.weekStart),
            inArray(
              bonusCashbackPayouts.userId,
              batch.map((loss) => loss.userId),
            ),
          ),
        )
      const isPaid = new Set(paid.map((row) => row.userId))
      const cashAccounts = await findPlayerCashAccounts(
        db,
        batch.map((loss) => loss.userId),
      )
      for (const loss of batch) {
        if (isPaid.has(loss.userId)) continue
        const amount = await payPlayer(db, { campaign, reward, loss, cashAccounts, run, weekEnd })
        if (amount > 0) {
          result.paid += 1
          result.amount += amount
        }
      }
    }
  }
  return result
}

async function payPlayer(
  db: Db,
  payment: {
    campaign: Campaign
    reward: CashbackReward
    loss: PlayerNetLoss
    cashAccounts: Map<string, string>
    run: { weekStart: string; now: Date; actorId: string | null; ipAddress: string | null }
    weekEnd: Date
  },
): Promise<number> {
  const { campaign, reward, loss, run } = payment
  const amount = cashbackFor(reward, loss.netLoss)
  if (amount <= 0) return 0
  const profile = await readBonusProfile(db, loss.userId)
  // No bonus for a player under an exclusion or banned (closed): they are not marketed to.
  if (!profile?.mayReceiveOffers) return 0
  // Eligible as the week closed: the dates, countries, currencies and audience of the campaign then.
  const refusal = eligibilityRefusal(campaign, {
    profile,
    deposit: null,
    now: new Date(payment.weekEnd.getTime() - 1),
  })
  if (refusal) return 0
  const cashAccount = payment.cashAccounts.get(playerCashKey(loss.userId, loss.currency))
  if (reward.paidAs === 'cash' && !cashAccount) return 0
  return runMoneyTransaction(db, async (tx) => {
    const [claimed] = await tx
      .insert(bonusCashbackPayouts)
      .values({
        campaignId: campaign.id,
        weekStart: run.weekStart,
        userId: loss.userId,
        currency: loss.currency,
        netLoss: loss.netLoss,
        amount,
        paidAs: reward.paidAs,
        createdAt: run.now,
      })
      .onConflictDoNothing()
      .returning({ id: bonusCashbackPayouts.id })
    if (!claimed) return 0
    let grantId: string | null = null
    if (reward.paidAs === 'grant') {
      const grant = await grantBonus(tx, {
        userId: loss.userId,
        currency: loss.currency,
        campaign,
        amount,
        deposit: null,
        promoCode: null,
        isWelcome: false,
        staff: null,
        now: run.now,
      })
      grantId = grant.id
      await tx.update(bonusCashbackPayouts).set({ grantId }).where(eq(bonusCashbackPayouts.id, claimed.id))
    } else {
      const cost = await ensureOperatorAccount(tx, { kind: 'bonus_cost', currency: loss.currency })
      await transfer(tx, {
        idempotencyKey: `cashback:${campaign.id}:${run.weekStart}:${loss.userId}`,
        debit: cost,
        credit: cashAccount as string,
        amount,
        currency: loss.currency,
        kind: 'bonus_cashback',
        ref: { type: 'bonus_cashback', id: claimed.id },
      })
    }
    await recordAuditEntry(tx, {
      actorId: run.actorId,
      action: 'bonus_cashback.pay',
      recordType: 'bonus_cashback',
      recordId: claimed.id,
      after: {
        userId: loss.userId,
        campaignId: campaign.id,
        weekStart: run.weekStart,
        netLoss: loss.netLoss,
        amount,
        currency: loss.currency,
        paidAs: reward.paidAs,
        grantId,
      },
      ipAddress: run.ipAddress,
    })
    return amount
  })
}
