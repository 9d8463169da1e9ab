import type { Grant, manualGrantInput } from '@khela/contracts/bonuses'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import { readBonusProfile } from '../../lib/bonus-profiles.ts'
import { clock } from '../../lib/clock.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { findFreeSpins } from './find-free-spins.ts'
import { grantBonus } from './grant-bonus.ts'
import { toCampaign } from './to-campaign.ts'
import { toGrant } from './to-grant.ts'

/**
 * Staff give a player a bonus by hand, with a reason, under a campaign's terms (paused or not: a goodwill grant
 * may use a campaign closed to new players). The amount is staff's; everything else is the campaign's. Audited;
 * the Idempotency-Key makes a retry return the first grant.
 */
export async function grantBonusByHand(
  db: Db,
  grant: {
    staff: SessionUser
    userId: string
    input: z.output<typeof manualGrantInput>
    idempotencyKey: string
    ipAddress: string | null
  },
): Promise<{ response: Grant; isReplay: boolean }> {
  const { staff, userId, input } = grant
  return runIdempotentRequest(
    db,
    {
      scope: `bonuses.manual-grant:${staff.id}`,
      key: grant.idempotencyKey,
      request: { staffId: staff.id, userId, ...input },
    },
    async (tx) => {
      // Separation of duties, as for deposits: nobody grants money to themselves.
      if (userId === staff.id) throw new AppError('FORBIDDEN', { internalDetail: 'staff granted themselves' })
      const profile = await readBonusProfile(tx, userId)
      if (!profile) throw new AppError('NOT_FOUND')
      const [row] = await tx.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, input.campaignId))
      if (!row) throw new AppError('NOT_FOUND', { fields: { campaignId: 'INVALID_CHOICE' } })
      const campaign = toCampaign(row)
      if (input.amount === null && campaign.reward.kind !== 'free_spins')
        throw new AppError('VALIDATION_FAILED', { fields: { amount: 'REQUIRED' } })
      const { currencies } = campaign.eligibility
      if (currencies.length > 0 && !currencies.includes(profile.currency))
        throw new AppError('BONUS_CURRENCY_MISMATCH')
      const now = clock.now()
      const granted = await grantBonus(tx, {
        userId,
        currency: profile.currency,
        campaign,
        amount: input.amount ?? 0,
        deposit: null,
        promoCode: null,
        isWelcome: false,
        staff: { id: staff.id, reason: input.reason, ipAddress: grant.ipAddress },
        now,
      })
      const freeSpins = await findFreeSpins(tx, [granted.id])
      return toGrant(granted, granted.amount, now, freeSpins.get(granted.id) ?? null)
    },
  )
}
