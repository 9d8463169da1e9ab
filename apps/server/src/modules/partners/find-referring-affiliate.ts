import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { affiliateClicks, affiliateLinks, affiliates } from '../../db/schema/partners.ts'
import { findPartnerSettings } from './partner-settings.ts'

/**
 * The approved affiliate whose link the visitor followed last (`clickId` from the cookie), within the operator's
 * window and not the visitor's own: null otherwise. Attribution and sub-affiliate applications ask the same.
 */
export async function findReferringAffiliate(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  visit: { clickId: string | null; userId: string; now: Date },
): Promise<string | null> {
  const click = await findAttributableClick(db, visit)
  return click?.affiliateId ?? null
}

export async function findAttributableClick(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  visit: { clickId: string | null; userId: string; now: Date },
) {
  if (!visit.clickId) return null
  const [click] = await db
    .select({
      clickId: affiliateClicks.id,
      subId: affiliateClicks.subId,
      clickedAt: affiliateClicks.clickedAt,
      linkId: affiliateLinks.id,
      affiliateId: affiliates.id,
      affiliateUserId: affiliates.userId,
      status: affiliates.status,
    })
    .from(affiliateClicks)
    .innerJoin(affiliateLinks, eq(affiliateLinks.id, affiliateClicks.linkId))
    .innerJoin(affiliates, eq(affiliates.id, affiliateLinks.affiliateId))
    .where(eq(affiliateClicks.id, visit.clickId))
  // A suspended or rejected affiliate's clicks are counted but credit no one; nobody refers themselves.
  if (click?.status !== 'approved' || click.affiliateUserId === visit.userId) return null
  const { cookieDays } = await findPartnerSettings(db)
  if (visit.now.getTime() - click.clickedAt.getTime() > cookieDays * 24 * 60 * 60 * 1000) return null
  return click
}
