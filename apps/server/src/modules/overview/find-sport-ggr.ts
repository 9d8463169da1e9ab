import type { Currency } from '@khela/contracts/accounts'
import type { OverviewSportLine } from '@khela/contracts/overview'
import { and, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBets, sports } from '../../db/schema/sportsbook.ts'
import { dayOf, isWithinDays } from '../../lib/zoned-days.ts'

/** An accumulator whose legs are of more than one sport counts under this key. */
export const mixedSports = 'mixed'

/**
 * The sportsbook's stakes, payouts and GGR (stakes − payouts) per currency, sport and day in `timeZone`, of bets
 * settled won or lost on those days (void bets returned their stake: in neither, as the casino's refunds), by the
 * day they settled: a sports bet's GGR is known only then. A bet counts under its legs' sport, or `mixed`. Every
 * day of `days` is listed per sport, zeros included; the sports with most stakes first.
 */
export async function findSportGgr(
  db: Db,
  period: { from: string; to: string; days: readonly string[]; timeZone: string },
): Promise<Map<Currency, OverviewSportLine[]>> {
  const { from, to, days, timeZone } = period
  const day = dayOf(sportBets.settledAt, timeZone)
  const sport = sql<string>`(SELECT CASE WHEN count(DISTINCT e.sport_slug) = 1 THEN min(e.sport_slug) ELSE ${sql.raw(`'${mixedSports}'`)} END
    FROM sport_bet_legs l JOIN sport_events e ON e.id = l.event_id WHERE l.bet_id = sport_bets.id)`
  // Per bet first (its sport, a correlated subquery), then summed: PostgreSQL groups by the subquery's result only
  // from a derived table.
  const settled = db
    .select({
      currency: sportBets.currency,
      day: day.as('day'),
      sport: sport.as('sport'),
      stake: sportBets.stake,
      payout: sportBets.payout,
    })
    .from(sportBets)
    .where(
      and(inArray(sportBets.status, ['won', 'lost']), isWithinDays(sportBets.settledAt, from, to, timeZone)),
    )
    .as('settled')
  const [rows, names] = await Promise.all([
    db
      .select({
        currency: settled.currency,
        day: settled.day,
        sport: settled.sport,
        stakes: sql<string>`sum(${settled.stake})::text`,
        payouts: sql<string>`sum(${settled.payout})::text`,
      })
      .from(settled)
      .groupBy(settled.currency, settled.day, settled.sport),
    db.select({ slug: sports.slug, name: sports.name }).from(sports),
  ])
  const nameOf = new Map(names.map((row) => [row.slug, row.name]))
  const byCurrency = new Map<Currency, Map<string, OverviewSportLine>>()
  for (const row of rows) {
    const ofCurrency = byCurrency.get(row.currency) ?? new Map<string, OverviewSportLine>()
    byCurrency.set(row.currency, ofCurrency)
    const line = ofCurrency.get(row.sport) ?? {
      sport: row.sport,
      name: nameOf.get(row.sport) ?? null,
      stakes: 0,
      payouts: 0,
      ggr: 0,
      days: days.map((each) => ({ day: each, stakes: 0, payouts: 0, ggr: 0 })),
    }
    ofCurrency.set(row.sport, line)
    const [stakes, payouts] = [Number(row.stakes), Number(row.payouts)]
    const onDay = line.days.find((each) => each.day === row.day)
    if (onDay) {
      onDay.stakes += stakes
      onDay.payouts += payouts
      onDay.ggr += stakes - payouts
    }
    line.stakes += stakes
    line.payouts += payouts
    line.ggr += stakes - payouts
  }
  return new Map(
    [...byCurrency.entries()].map(([currency, lines]) => [
      currency,
      [...lines.values()].sort((a, b) => b.stakes - a.stakes || a.sport.localeCompare(b.sport, 'en')),
    ]),
  )
}
