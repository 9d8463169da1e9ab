import type { Campaign } from '@khela/contracts/bonuses'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { promoCodeTaken } from './create-campaign.ts'
import { findFreeSpinsGame } from './find-free-spins-game.ts'
import { campaignColumns, type ParsedCampaignInput, toCampaign } from './to-campaign.ts'

/**
 * Staff edit a campaign; audited with before and after. Grants already given keep the terms they were granted
 * under (their snapshot), so an edit only changes what later grants get.
 */
export async function updateCampaign(
  db: Db,
  change: { staff: SessionUser; campaignId: string; input: ParsedCampaignInput; ipAddress: string | null },
): Promise<Campaign> {
  if (!isUuid(change.campaignId)) throw new AppError('NOT_FOUND')
  return db.transaction(async (tx) => {
    // Free spins name a provider game of the catalogue; its stakes are the provider's to refuse.
    if (change.input.reward.kind === 'free_spins') await findFreeSpinsGame(tx, change.input.reward.game)
    const [before] = await tx
      .select()
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.id, change.campaignId))
      .for('update')
    if (!before) throw new AppError('NOT_FOUND')
    const [row] = await tx
      .update(bonusCampaigns)
      .set({ ...campaignColumns(change.input), updatedAt: new Date() })
      .where(eq(bonusCampaigns.id, change.campaignId))
      .returning()
      .catch(promoCodeTaken)
    if (!row) throw new AppError('NOT_FOUND')
    const after = toCampaign(row)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'bonus_campaign.update',
      recordType: 'bonus_campaign',
      recordId: after.id,
      before: toCampaign(before),
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
