import type { Campaign } from '@khela/contracts/bonuses'
import { isUuid } from '@khela/contracts/ids'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import { toCampaign } from './to-campaign.ts'

/** Every campaign, newest first (a back office lists tens, not thousands). */
export async function findCampaigns(db: Pick<Db, 'select'>): Promise<Campaign[]> {
  const rows = await db.select().from(bonusCampaigns).orderBy(desc(bonusCampaigns.createdAt))
  return rows.map(toCampaign)
}

/** One campaign, or NOT_FOUND. */
export async function findCampaign(db: Pick<Db, 'select'>, id: string): Promise<Campaign> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND')
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id))
  if (!row) throw new AppError('NOT_FOUND')
  return toCampaign(row)
}
