import { randomBytes } from 'node:crypto'
import type { Campaign } from '@khela/contracts/bonuses'
import type { SessionUser } from '@khela/contracts/session'
import type { Db } from '../../db/client.ts'
import { createCampaign } from './create-campaign.ts'
import { findCampaign } from './find-campaigns.ts'

/**
 * A paused copy of a campaign to edit into a new one. A promo code must stay unique, so the copy's code gets a
 * random suffix for staff to change before resuming it.
 */
export async function duplicateCampaign(
  db: Db,
  copy: { staff: SessionUser; campaignId: string; ipAddress: string | null },
): Promise<Campaign> {
  const {
    id: _id,
    status: _status,
    createdAt: _created,
    updatedAt: _updated,
    ...original
  } = await findCampaign(db, copy.campaignId)
  const code = original.eligibility.promoCode
  const suffix = randomBytes(3).toString('hex').toUpperCase()
  return createCampaign(db, {
    staff: copy.staff,
    status: 'paused',
    ipAddress: copy.ipAddress,
    input: {
      ...original,
      name: { en: `${original.name.en} (copy)`.slice(0, 120), bn: `${original.name.bn} (কপি)`.slice(0, 120) },
      eligibility: { ...original.eligibility, promoCode: code ? `${code.slice(0, 25)}-${suffix}` : null },
    },
  })
}
