import type { Currency } from '@khela/contracts/accounts'
import type { OverviewMoneyDay, OverviewProviderLine, OverviewSeries } from '@khela/contracts/overview'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { depositRequests, withdrawalRequests } from '../../db/schema/cashier.ts'
import { gameProviders } from '../../db/schema/catalog.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { dayOf, isWithinDays } from '../../lib/zoned-days.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { calendarDays } from './calendar-days.ts'
import { findBonusCost } from './find-bonus-cost.ts'
import { findSportGgr } from './find-sport-ggr.ts'

const operatorCurrency: Currency = 'BDT'

type MoneyFigure = Exclude<keyof OverviewMoneyDay, 'day'>

/**
 * The overview's charts for days `from` to `to` in the operator's time zone: per currency and day the completed
 * deposits (on the day completed), approved withdrawals (on the day paid out), stakes and payouts of bets placed
 * that day (refunds in neither) and GGR, the Khela Originals' bets and provider games' rounds (by the day the round
 * opened, rolled-back stakes left out) together; and the players registered each day. Days without activity are
 * zeros. The same sums per provider over the whole period (the Originals as one line) come from the very rows the
 * charts add up, so the table beside them always agrees with them.
 */
export async function findOverviewSeries(
  db: Db,
  period: { from: string; to: string },
): Promise<OverviewSeries> {
  const { from, to } = period
  const { timeZone } = await findSiteSettings(db)
  const depositDay = dayOf(depositRequests.decidedAt, timeZone)
  const withdrawalDay = dayOf(withdrawalRequests.decidedAt, timeZone)
  const betDay = dayOf(gameBets.createdAt, timeZone)
  const roundDay = dayOf(providerRounds.openedAt, timeZone)
  const playerDay = dayOf(users.createdAt, timeZone)
  const isCounted = sql`${gameBets.status} <> 'refunded'`
  const days = calendarDays(from, to)
  const [deposits, withdrawals, bets, rounds, players, sportLines, bonusCost] = await Promise.all([
    db
      .select({
        currency: depositRequests.currency,
        day: depositDay,
        amount: sql<string>`sum(${depositRequests.amount})::text`,
      })
      .from(depositRequests)
      .where(
        and(
          eq(depositRequests.status, 'completed'),
          isWithinDays(depositRequests.decidedAt, from, to, timeZone),
        ),
      )
      .groupBy(depositRequests.currency, depositDay),
    db
      .select({
        currency: withdrawalRequests.currency,
        day: withdrawalDay,
        amount: sql<string>`sum(${withdrawalRequests.amount})::text`,
      })
      .from(withdrawalRequests)
      .where(
        and(
          eq(withdrawalRequests.status, 'approved'),
          isWithinDays(withdrawalRequests.decidedAt, from, to, timeZone),
        ),
      )
      .groupBy(withdrawalRequests.currency, withdrawalDay),
    db
      .select({
        currency: gameBets.currency,
        day: betDay,
        stakes: sql<string>`coalesce(sum(${gameBets.stake}) FILTER (WHERE ${isCounted}), 0)::text`,
        payouts: sql<string>`coalesce(sum(${gameBets.payout}) FILTER (WHERE ${isCounted}), 0)::text`,
      })
      .from(gameBets)
      .where(isWithinDays(gameBets.createdAt, from, to, timeZone))
      .groupBy(gameBets.currency, betDay),
    db
      .select({
        currency: providerRounds.currency,
        day: roundDay,
        providerCode: providerRounds.providerCode,
        providerName: gameProviders.name,
        stakes: sql<string>`coalesce(sum(${providerRounds.staked} - ${providerRounds.refunded}), 0)::text`,
        payouts: sql<string>`coalesce(sum(${providerRounds.won}), 0)::text`,
      })
      .from(providerRounds)
      .leftJoin(gameProviders, eq(gameProviders.code, providerRounds.providerCode))
      .where(isWithinDays(providerRounds.openedAt, from, to, timeZone))
      .groupBy(providerRounds.currency, roundDay, providerRounds.providerCode, gameProviders.name),
    db
      .select({ day: playerDay, count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'player'), isWithinDays(users.createdAt, from, to, timeZone)))
      .groupBy(playerDay),
    findSportGgr(db, { from, to, days, timeZone }),
    findBonusCost(db, { from, to, timeZone }),
  ])

  const byCurrency = new Map<Currency, Map<string, OverviewMoneyDay>>()
  const add = (currency: Currency, day: string, figure: MoneyFigure, amount: number) => {
    const ofCurrency = byCurrency.get(currency) ?? new Map<string, OverviewMoneyDay>()
    byCurrency.set(currency, ofCurrency)
    const totals = ofCurrency.get(day) ?? emptyDay(day)
    totals[figure] += amount
    ofCurrency.set(day, totals)
  }
  if (!byCurrency.has(operatorCurrency)) byCurrency.set(operatorCurrency, new Map())
  for (const currency of sportLines.keys()) if (!byCurrency.has(currency)) byCurrency.set(currency, new Map())
  for (const row of deposits) add(row.currency, row.day, 'deposits', Number(row.amount))
  for (const row of withdrawals) add(row.currency, row.day, 'withdrawals', Number(row.amount))
  for (const row of [...bets, ...rounds]) {
    add(row.currency, row.day, 'stakes', Number(row.stakes))
    add(row.currency, row.day, 'payouts', Number(row.payouts))
    add(row.currency, row.day, 'ggr', Number(row.stakes) - Number(row.payouts))
    add(row.currency, row.day, 'ngr', Number(row.stakes) - Number(row.payouts))
  }
  // NGR is every product's GGR, the sportsbook's (on the day bets settled) with the casino's, less bonus cost.
  for (const [currency, sportLinesOfCurrency] of sportLines)
    for (const line of sportLinesOfCurrency)
      for (const day of line.days) add(currency, day.day, 'ngr', day.ggr)
  for (const row of bonusCost) {
    add(row.currency, row.day, 'bonusCost', row.cost)
    add(row.currency, row.day, 'ngr', -row.cost)
  }
  const lines = new Map<Currency, Map<string, OverviewProviderLine>>()
  const addLine = (currency: Currency, key: string, line: OverviewProviderLine) => {
    const ofCurrency = lines.get(currency) ?? new Map<string, OverviewProviderLine>()
    lines.set(currency, ofCurrency)
    const sum = ofCurrency.get(key) ?? { ...line, stakes: 0, payouts: 0, ggr: 0 }
    sum.stakes += line.stakes
    sum.payouts += line.payouts
    sum.ggr += line.ggr
    ofCurrency.set(key, sum)
  }
  for (const row of bets) {
    const [stakes, payouts] = [Number(row.stakes), Number(row.payouts)]
    addLine(row.currency, '', { source: 'originals', stakes, payouts, ggr: stakes - payouts })
  }
  for (const row of rounds) {
    const [stakes, payouts] = [Number(row.stakes), Number(row.payouts)]
    const provider = { code: row.providerCode, name: row.providerName ?? row.providerCode }
    addLine(row.currency, `provider:${row.providerCode}`, {
      source: 'provider',
      provider,
      stakes,
      payouts,
      ggr: stakes - payouts,
    })
  }
  const newPlayers = new Map(players.map((row) => [row.day, row.count]))
  return {
    from,
    to,
    players: days.map((day) => ({ day, newPlayers: newPlayers.get(day) ?? 0 })),
    money: [...byCurrency.entries()].map(([currency, totals]) => ({
      currency,
      days: days.map((day) => totals.get(day) ?? emptyDay(day)),
      byProvider: [...(lines.get(currency)?.values() ?? [])].sort(byLine),
      bySport: sportLines.get(currency) ?? [],
    })),
  }
}

/** The Originals first, then the providers by stakes, most first, and by name. */
function byLine(a: OverviewProviderLine, b: OverviewProviderLine): number {
  if (a.source !== b.source) return a.source === 'originals' ? -1 : 1
  if (a.source === 'originals' || b.source === 'originals') return 0
  return b.stakes - a.stakes || a.provider.name.localeCompare(b.provider.name, 'en')
}

function emptyDay(day: string): OverviewMoneyDay {
  return { day, deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, ggr: 0, bonusCost: 0, ngr: 0 }
}
