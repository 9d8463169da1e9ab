import type { PartnerReport } from '@khela/contracts/partners'
import type { Db } from '../../db/client.ts'
import { countPartnerFigures, figureKeys } from './count-partner-figures.ts'
import { findAffiliateLinks } from './find-affiliate-links.ts'
import { emptyTally, toPartnerFigures } from './partner-figures.ts'

/** An affiliate's report over days `from` to `to`: totals, per link, per campaign sub-id and per day. */
export async function findPartnerReport(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  query: { affiliateId: string; from: string; to: string; timeZone: string },
): Promise<PartnerReport> {
  const { affiliateId, from, to } = query
  const [links, tallies] = await Promise.all([
    findAffiliateLinks(db, affiliateId),
    countPartnerFigures(db, { ...query, affiliateIds: [affiliateId] }),
  ])
  const figuresOf = (key: string) => toPartnerFigures(tallies.get(key) ?? emptyTally())
  const subIdPrefix = figureKeys.subId(affiliateId, '')
  const subIds = new Set([
    ...links.map((link) => link.subId),
    ...[...tallies.keys()]
      .filter((key) => key.startsWith(subIdPrefix))
      .map((key) => key.slice(subIdPrefix.length)),
  ])
  return {
    from,
    to,
    totals: figuresOf(figureKeys.affiliate(affiliateId)),
    links: links.map((link) => ({
      linkId: link.id,
      code: link.code,
      name: link.name,
      figures: figuresOf(figureKeys.link(link.id)),
    })),
    subIds: [...subIds]
      .sort()
      .map((subId) => ({ subId, figures: figuresOf(figureKeys.subId(affiliateId, subId)) })),
    days: daysFrom(from, to).map((day) => {
      const { clicks, registrations, firstDeposits } =
        tallies.get(figureKeys.day(affiliateId, day)) ?? emptyTally()
      return { day, clicks, registrations, firstDeposits }
    }),
  }
}

/** Every calendar day from `from` to `to`, both included (`YYYY-MM-DD`). */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = []
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10))
  return days
}
