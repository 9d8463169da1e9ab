import { operatorTimeZone } from '@khela/contracts/languages'
import type { AdminBetPage, adminBetQuery, GameTotals } from '@khela/contracts/originals'
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { gameBets } from '../../db/schema/originals.ts'
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
// The zone as a literal, not a parameter: GROUP BY must see the very expression the select list has.
const dhakaDay = sql<string>`to_char(${gameBets.createdAt} AT TIME ZONE ${sql.raw(`'${operatorTimeZone}'`)}, 'YYYY-MM-DD')`

/**
 * Game History: every player's bets filtered by player (id, or part of the name, email or phone), game and
 * Asia/Dhaka days, newest first; with the totals (stakes, payouts, GGR) of the whole filter and per game and day.
 */
export async function findAdminBets(db: Db, query: z.output<typeof adminBetQuery>): Promise<AdminBetPage> {
  const where = and(...betFilters(query), ...playerFilter(query.player))
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
      .select({ ...totalsColumns, game: gameBets.game, day: dhakaDay })
      .from(gameBets)
      .innerJoin(users, eq(users.id, gameBets.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, gameBets.userId))
      .where(where)
      .groupBy(gameBets.game, dhakaDay)
      .orderBy(desc(dhakaDay), gameBets.game),
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
