import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { affiliateClicks, affiliateLinks, affiliates } from '../../db/schema/partners.ts'

/**
 * A visitor followed `/r/<code>`: the click is stored with its sub-id (the query's, else the link's own) and its
 * id returned for the cookie. Clicks on a suspended affiliate's link still count (the affiliate sees them) but
 * `attributeRegistration` will not credit them. Null for a code that names no link, or an affiliate that is not
 * (or no longer) approved or suspended.
 */
export async function recordClick(
  db: Db,
  visit: { code: string; subId: string | null; now: Date },
): Promise<{ clickId: string; landingPath: string } | null> {
  const [link] = await db
    .select({
      id: affiliateLinks.id,
      subId: affiliateLinks.subId,
      landingPath: affiliateLinks.landingPath,
      status: affiliates.status,
    })
    .from(affiliateLinks)
    .innerJoin(affiliates, eq(affiliates.id, affiliateLinks.affiliateId))
    .where(eq(affiliateLinks.code, visit.code))
  if (!link || (link.status !== 'approved' && link.status !== 'suspended')) return null
  const [click] = await db
    .insert(affiliateClicks)
    .values({ linkId: link.id, subId: visit.subId ?? link.subId, clickedAt: visit.now })
    .returning({ id: affiliateClicks.id })
  if (!click) throw new Error('the click was not stored')
  return { clickId: click.id, landingPath: link.landingPath }
}
