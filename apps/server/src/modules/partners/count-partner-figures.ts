import { and, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { affiliateAttributions, affiliateClicks, affiliateLinks } from '../../db/schema/partners.ts'
import { dayOf, isWithinDays } from '../../lib/zoned-days.ts'
import { sumReferredPlayers } from '../overview/sum-referred-players.ts'
import { addMoney, type FiguresTally, tallyOf } from './partner-figures.ts'

/** What a row of figures is counted by: the affiliate, a link, a campaign sub-id, or a day (chart). */
export const figureKeys = {
  affiliate: (affiliateId: string) => `affiliate:${affiliateId}`,
  link: (linkId: string) => `link:${linkId}`,
  subId: (affiliateId: string, subId: string) => `sub:${affiliateId}:${subId}`,
  day: (affiliateId: string, day: string) => `day:${affiliateId}:${day}`,
}

/**
 * The figures of `affiliateIds` over days `from` to `to` in `timeZone`, tallied under each key of `figureKeys`.
 * Clicks and registrations count when they happened; first deposits when the first deposit ever completed; active
 * players and depositors are attributed players (whenever they registered) who bet or deposited in the period.
 */
export async function countPartnerFigures(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  period: { affiliateIds: string[]; from: string; to: string; timeZone: string },
): Promise<Map<string, FiguresTally>> {
  const { affiliateIds, from, to, timeZone } = period
  const tallies = new Map<string, FiguresTally>()
  if (affiliateIds.length === 0) return tallies
  const clickDay = dayOf(affiliateClicks.clickedAt, timeZone)
  const [clicks, attributions] = await Promise.all([
    db
      .select({
        affiliateId: affiliateLinks.affiliateId,
        linkId: affiliateClicks.linkId,
        subId: affiliateClicks.subId,
        day: clickDay,
        clicks: count(),
      })
      .from(affiliateClicks)
      .innerJoin(affiliateLinks, eq(affiliateLinks.id, affiliateClicks.linkId))
      .where(
        and(
          inArray(affiliateLinks.affiliateId, affiliateIds),
          isWithinDays(affiliateClicks.clickedAt, from, to, timeZone),
        ),
      )
      .groupBy(affiliateLinks.affiliateId, affiliateClicks.linkId, affiliateClicks.subId, clickDay),
    db.select().from(affiliateAttributions).where(inArray(affiliateAttributions.affiliateId, affiliateIds)),
  ])
  for (const row of clicks) {
    for (const key of keysOf(row)) tallyOf(tallies, key).clicks += row.clicks
  }

  const activity = await sumReferredPlayers(db, {
    userIds: attributions.map((attribution) => attribution.userId),
    from,
    to,
    timeZone,
  })
  const dayIn = new Intl.DateTimeFormat('en-CA', { timeZone })
  const isInPeriod = (day: string) => day >= from && day <= to
  for (const attribution of attributions) {
    const player = activity.get(attribution.userId)
    const registeredOn = dayIn.format(attribution.attributedAt)
    const firstDepositOn = player?.firstDepositAt ? dayIn.format(player.firstDepositAt) : null
    const keys = keysOf(attribution)
    for (const key of keys) {
      const tally = tallyOf(tallies, key)
      if (isInPeriod(registeredOn)) tally.registrations += 1
      if (firstDepositOn && isInPeriod(firstDepositOn)) tally.firstDeposits += 1
      if (!player) continue
      if (player.hasBet) tally.activePlayers += 1
      if (player.deposits.size > 0) tally.activeDepositors += 1
      addMoney(tally.deposits, player.deposits)
      addMoney(tally.withdrawals, player.withdrawals)
    }
    // The chart's days: when each registration and first deposit happened.
    if (isInPeriod(registeredOn))
      tallyOf(tallies, figureKeys.day(attribution.affiliateId, registeredOn)).registrations += 1
    if (firstDepositOn && isInPeriod(firstDepositOn))
      tallyOf(tallies, figureKeys.day(attribution.affiliateId, firstDepositOn)).firstDeposits += 1
  }
  for (const row of clicks) tallyOf(tallies, figureKeys.day(row.affiliateId, row.day)).clicks += row.clicks
  return tallies
}

function keysOf(row: { affiliateId: string; linkId: string; subId: string }): string[] {
  return [
    figureKeys.affiliate(row.affiliateId),
    figureKeys.link(row.linkId),
    figureKeys.subId(row.affiliateId, row.subId),
  ]
}
