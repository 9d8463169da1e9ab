import type { Currency } from '@khela/contracts/accounts'
import type { OverviewStats } from '@khela/contracts/overview'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'
import { isListedGame } from '../catalog/game-tile.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { countAgentNetwork } from './count-agent-network.ts'
import { findOverviewSeries } from './find-overview-series.ts'

/** The operator's own currency: Total Money always shows it, even before any player holds money. */
const operatorCurrency: Currency = 'BDT'

/**
 * The overview's stat cards, counted from the live tables on every call. `now` fixes "this month" (the calendar
 * month it falls in, in the operator's time zone) and which bans are still in force.
 */
export async function findOverviewStats(db: Db, now: Date): Promise<OverviewStats> {
  const { timeZone } = await findSiteSettings(db)
  const monthStart = sql`date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone}`
  const nextMonthStart = sql`(date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) + interval '1 month') AT TIME ZONE ${timeZone}`
  const isPlayer = sql`${users.role} = 'player'`
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)
  const [[people], games, balances, month, network] = await Promise.all([
    db
      .select({
        totalUsers: sql<number>`count(*) FILTER (WHERE ${isPlayer})::int`,
        newUsersThisMonth: sql<number>`count(*) FILTER (WHERE ${isPlayer} AND ${users.createdAt} >= ${monthStart}
          AND ${users.createdAt} < ${nextMonthStart})::int`,
        // A ban with an end date in the past no longer applies.
        bannedUsers: sql<number>`count(*) FILTER (WHERE ${isPlayer} AND ${users.banned}
          AND (${users.banExpires} IS NULL OR ${users.banExpires} > ${now.toISOString()}::timestamptz))::int`,
      })
      .from(users),
    db.execute(
      sql.raw(`SELECT count(*)::int AS count FROM games g
        JOIN game_providers p ON p.code = g.provider_code WHERE ${isListedGame}`),
    ),
    db
      .select({
        currency: ledgerAccounts.currency,
        amount: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text`,
      })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'player_cash'))
      .groupBy(ledgerAccounts.currency),
    findOverviewSeries(db, { from: `${today.slice(0, 8)}01`, to: today }),
    countAgentNetwork(db),
  ])
  const totalMoney = balances
    .map((row) => ({ currency: row.currency, amount: Number(row.amount) }))
    .sort(
      (a, b) => currencyOrder(a.currency) - currencyOrder(b.currency) || a.currency.localeCompare(b.currency),
    )
  if (!totalMoney.some((row) => row.currency === operatorCurrency)) {
    totalMoney.unshift({ currency: operatorCurrency, amount: 0 })
  }
  return {
    totalUsers: people?.totalUsers ?? 0,
    newUsersThisMonth: people?.newUsersThisMonth ?? 0,
    bannedUsers: people?.bannedUsers ?? 0,
    games: (games as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0,
    creditAgents: network.agents,
    creditOperators: network.cashiers,
    creditShops: network.shops,
    totalMoney,
    thisMonth: month.money.map(({ currency, days, bySport }) => {
      const sum = (figure: 'ggr' | 'bonusCost' | 'ngr') => days.reduce((total, day) => total + day[figure], 0)
      const sportGgr = bySport.reduce((total, line) => total + line.ggr, 0)
      return { currency, ggr: sum('ggr') + sportGgr, bonusCost: sum('bonusCost'), ngr: sum('ngr') }
    }),
  }
}

function currencyOrder(currency: Currency): number {
  return currency === operatorCurrency ? 0 : 1
}
