import type { AdminBetPage, adminBetQuery, GameTotals } from '@khela/contracts/originals'
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { dayOf } from '../../lib/zoned-days.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { betFilters } from './bet-filters.ts'
import { toBetView } from './to-bet-view.ts'

/**
 * Refunded bets count in neither stakes nor payouts (nor the count of bets): the stake came back. Open bets count
 * their stake (it has been taken) and no payout yet.
 */
const totalsColumns = {
  bets: sql<number>`count(*) FILTER (WHERE ${gameBets.status} <> 'refunded')::int`,
  stakes: sql<string>`coalesce(sum(${gameBets.stake}) FILTER (WHERE ${gameBets.status} <> 'refunded'), 0)::text`,
  payouts: sql<string>`coalesce(sum(${gameBets.payout}) FILTER (WHERE ${gameBets.status} <> 'refunded'), 0)::text`,
}

/**
 * Game History: every player's bets filtered by player (id, or part of the name, email or phone), game and days in
 * the operator's time zone, newest first; with the totals (stakes, payouts, GGR) of the whole filter and per game
 * and day.
 */
export async function findAdminBets(db: Db, query: z.output<typeof adminBetQuery>): Promise<AdminBetPage> {
  const { timeZone } = await findSiteSettings(db)
  const where = and(...betFilters(query, timeZone), ...playerFilter(query.player))
  const betDay = dayOf(gameBets.createdAt, timeZone)
  const selectRows = () =>
    db
      .select()
      .from(gameBets)
      .innerJoin(users, eq(users.id, gameBets.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, gameBets.userId))
      .where(where)
      .$dynamic()
  const [rows, [totals], days] = await Promise.all([
    selectRows()
      .orderBy(desc(gameBets.createdAt), desc(gameBets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ ...totalsColumns, total: sql<number>`count(*)::int` })
      .from(gameBets)
      .innerJoin(users, eq(users.id, gameBets.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, gameBets.userId))
      .where(where),
    db
      .select({ ...totalsColumns, game: gameBets.game, day: betDay })
      .from(gameBets)
      .innerJoin(users, eq(users.id, gameBets.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, gameBets.userId))
      .where(where)
      .groupBy(gameBets.game, betDay)
      .orderBy(desc(betDay), gameBets.game),
  ])
  return {
    items: rows.map((row) => ({
      ...toBetView(row.game_bets),
      player: { id: row.users.id, name: row.users.name, email: row.users.email },
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    totals: toGameTotals(totals ?? { bets: 0, stakes: '0', payouts: '0' }),
    byGameAndDay: days.map((day) => ({ game: day.game, day: day.day, ...toGameTotals(day) })),
  }
}

function toGameTotals(row: { bets: number; stakes: string; payouts: string }): GameTotals {
  const stakes = Number(row.stakes)
  const payouts = Number(row.payouts)
  return { bets: row.bets, stakes, payouts, ggr: stakes - payouts }
}

function playerFilter(player: string | undefined): SQL[] {
  if (!player) return []
  const pattern = `%${player.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
  const matches = or(
    eq(users.id, player),
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(playerProfiles.phone, pattern),
  )
  return matches ? [matches] : []
}
