import type { AdminAffiliateRow, adminAffiliatesQuery } from '@khela/contracts/partners'
import { and, count, desc, eq, ilike, or } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { affiliateLinks, affiliates } from '../../db/schema/partners.ts'
import { countPartnerFigures, figureKeys } from './count-partner-figures.ts'
import { emptyTally, toPartnerFigures } from './partner-figures.ts'

/** The Affiliators page shows at most this many; search narrows it. */
const pageLimit = 200

/**
 * The back office's affiliates, newest applications first, each with its figures over the period (the spec's
 * W_B, D_B, A_U_C and A_D_C among them). Search matches name, email or channel.
 */
export async function findAdminAffiliates(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  query: z.output<typeof adminAffiliatesQuery> & { timeZone: string; affiliateId?: string },
): Promise<AdminAffiliateRow[]> {
  const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const linkCounts = db
    .select({ affiliateId: affiliateLinks.affiliateId, links: count().as('links') })
    .from(affiliateLinks)
    .groupBy(affiliateLinks.affiliateId)
    .as('link_counts')
  const rows = await db
    .select({ affiliate: affiliates, name: users.name, email: users.email, links: linkCounts.links })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .leftJoin(linkCounts, eq(linkCounts.affiliateId, affiliates.id))
    .where(
      and(
        query.affiliateId ? eq(affiliates.id, query.affiliateId) : undefined,
        query.status ? eq(affiliates.status, query.status) : undefined,
        query.search
          ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(affiliates.channel, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(affiliates.appliedAt), desc(affiliates.id))
    .limit(pageLimit)
  const tallies = await countPartnerFigures(db, {
    affiliateIds: rows.map((row) => row.affiliate.id),
    from: query.from,
    to: query.to,
    timeZone: query.timeZone,
  })
  return rows.map(({ affiliate, name, email, links }) => ({
    id: affiliate.id,
    userId: affiliate.userId,
    name,
    email,
    status: affiliate.status,
    application: {
      channel: affiliate.channel,
      trafficSources: affiliate.trafficSources,
      expectedMonthlyPlayers: affiliate.expectedMonthlyPlayers,
      messenger: affiliate.messenger,
      note: affiliate.note,
    },
    decisionReason: affiliate.decisionReason,
    parentAffiliateId: affiliate.parentAffiliateId,
    appliedAt: affiliate.appliedAt.toISOString(),
    links: links ?? 0,
    figures: toPartnerFigures(tallies.get(figureKeys.affiliate(affiliate.id)) ?? emptyTally()),
  }))
}
