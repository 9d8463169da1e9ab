import type { AffiliateLink } from '@khela/contracts/partners'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { affiliateLinks } from '../../db/schema/partners.ts'

export function toAffiliateLink(row: typeof affiliateLinks.$inferSelect): AffiliateLink {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    subId: row.subId,
    landingPath: row.landingPath,
    createdAt: row.createdAt.toISOString(),
  }
}

/** An affiliate's links, newest first. */
export async function findAffiliateLinks(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  affiliateId: string,
): Promise<AffiliateLink[]> {
  const rows = await db
    .select()
    .from(affiliateLinks)
    .where(eq(affiliateLinks.affiliateId, affiliateId))
    .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id))
  return rows.map(toAffiliateLink)
}
