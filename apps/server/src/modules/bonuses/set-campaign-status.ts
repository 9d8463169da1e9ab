import type { Campaign, CampaignStatus } from '@khela/contracts/bonuses'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findCampaign } from './find-campaigns.ts'
import { toCampaign } from './to-campaign.ts'

/**
 * Pauses a campaign (no new grants; running grants go on) or resumes it. Setting the status it has already changes
 * nothing and records nothing; a change is audited.
 */
export async function setCampaignStatus(
  db: Db,
  change: { staff: SessionUser; campaignId: string; status: CampaignStatus; ipAddress: string | null },
): Promise<Campaign> {
  if (!isUuid(change.campaignId)) throw new AppError('NOT_FOUND')
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bonusCampaigns)
      .set({ status: change.status, updatedAt: new Date() })
      .where(and(eq(bonusCampaigns.id, change.campaignId), ne(bonusCampaigns.status, change.status)))
      .returning()
    if (!row) return findCampaign(tx, change.campaignId)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: change.status === 'paused' ? 'bonus_campaign.pause' : 'bonus_campaign.resume',
      recordType: 'bonus_campaign',
      recordId: row.id,
      before: { status: change.status === 'paused' ? 'active' : 'paused' },
      after: { status: row.status },
      ipAddress: change.ipAddress,
    })
    return toCampaign(row)
  })
}
