import type { Campaign } from '@khela/contracts/bonuses'
import type { SessionUser } from '@khela/contracts/session'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findFreeSpinsGame } from './find-free-spins-game.ts'
import { campaignColumns, type ParsedCampaignInput, toCampaign } from './to-campaign.ts'

/** A new campaign, active at once (its dates still decide when it applies); audited. */
export async function createCampaign(
  db: Db,
  creation: {
    staff: SessionUser | null
    input: ParsedCampaignInput
    status?: Campaign['status']
    ipAddress: string | null
  },
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    // Free spins name a provider game of the catalogue; its stakes are the provider's to refuse.
    if (creation.input.reward.kind === 'free_spins') await findFreeSpinsGame(tx, creation.input.reward.game)
    const [row] = await tx
      .insert(bonusCampaigns)
      .values({
        ...campaignColumns(creation.input),
        status: creation.status ?? 'active',
        createdBy: creation.staff?.id ?? null,
      })
      .returning()
      .catch(promoCodeTaken)
    if (!row) throw new Error('campaign not inserted')
    const created = toCampaign(row)
    await recordAuditEntry(tx, {
      actorId: creation.staff?.id ?? null,
      action: 'bonus_campaign.create',
      recordType: 'bonus_campaign',
      recordId: created.id,
      after: created,
      ipAddress: creation.ipAddress,
    })
    return created
  })
}

/** Turns the promo code's unique index into PROMO_CODE_TAKEN. */
export function promoCodeTaken(error: unknown): never {
  if (isUniqueViolation(error, 'bonus_campaigns_promo_code_unique'))
    throw new AppError('PROMO_CODE_TAKEN', { fields: { 'eligibility.promoCode': 'PROMO_CODE_TAKEN' } })
  throw error
}
