import type {
  GameHistoryBet,
  GameHistoryDay,
  GameHistoryPage,
  GameHistoryRow,
  GameHistoryTotals,
  gameHistoryQuery,
} from '@khela/contracts/game-history'
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { dayOf } from '../../lib/zoned-days.ts'
import { findProviderNames } from '../catalog/find-wallet-provider.ts'
import {
  findGameHistoryRoundRows,
  findGameHistoryRounds,
  type GameHistoryRoundDay,
} from '../providers/find-game-history-rounds.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { betFilters } from './bet-filters.ts'
import { toBetView } from './to-bet-view.ts'

type Query = z.output<typeof gameHistoryQuery>
type Key = { source: GameHistoryRow['source']; id: string; at: Date }
type Side<Day> = { newest: Key[]; total: number; totals: GameHistoryTotals; byGameAndDay: Day[] }
type BetDay = Extract<GameHistoryDay, { source: 'originals' }>

const noTotals: GameHistoryTotals = { bets: 0, stakes: 0, payouts: 0, ggr: 0 }
const nothing = { newest: [], total: 0, totals: noTotals, byGameAndDay: [] }

/**
 * Refunded bets count in neither stakes nor payouts (nor the count of bets): the stake came back. Open bets count
 * their stake (it has been taken) and no payout yet.
 */
const isCounted = sql`${gameBets.status} <> 'refunded'`
const totalsColumns = {
  bets: sql<number>`count(*) FILTER (WHERE ${isCounted})::int`,
  stakes: sql<string>`coalesce(sum(${gameBets.stake}) FILTER (WHERE ${isCounted}), 0)::text`,
  payouts: sql<string>`coalesce(sum(${gameBets.payout}) FILTER (WHERE ${isCounted}), 0)::text`,
}

/**
 * Game History: every player's Originals bets and, for staff who may read them, provider games' rounds, filtered by
 * player (id, or part of the name, email or phone), source (the Originals, the providers or one provider), game
 * and days in the operator's time zone, newest first; with the totals (stakes, payouts, GGR) of the whole filter
 * and per game and day. A provider round is dated by its opening. `now` is on the rules clock (stuck rounds).
 *
 * The two lists are paged as one: each side gives the ids and times of its newest `page × pageSize` matches, the
 * merge keeps the page, and only the page's rows are read in full. A deep page costs what OFFSET costs anyway.
 */
export async function findAdminBets(
  db: Db,
  query: Query,
  viewer: { canReadProviderRounds: boolean; now: Date },
): Promise<GameHistoryPage> {
  const { timeZone } = await findSiteSettings(db)
  const hasBets = query.source !== 'providers' && query.provider === undefined
  const hasRounds = viewer.canReadProviderRounds && query.source !== 'originals' && query.game === undefined
  const newest = query.page * query.pageSize
  const [bets, rounds, providers] = await Promise.all([
    hasBets ? findBetSide(db, query, timeZone, newest) : nothing,
    hasRounds ? findRoundSide(db, query, timeZone, newest) : nothing,
    viewer.canReadProviderRounds ? findProviderNames(db) : [],
  ])
  const page = [...bets.newest, ...rounds.newest]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id))
    .slice((query.page - 1) * query.pageSize, newest)
  const idsOf = (source: Key['source']) => page.filter((key) => key.source === source).map((key) => key.id)
  const [betRows, roundRows] = await Promise.all([
    findBetRows(db, idsOf('originals')),
    findGameHistoryRoundRows(db, idsOf('provider'), viewer.now),
  ])
  const rows = new Map<string, GameHistoryRow>(
    [...betRows, ...roundRows].map((row) => [`${row.source}:${row.id}`, row]),
  )
  return {
    items: page.flatMap((key) => rows.get(`${key.source}:${key.id}`) ?? []),
    total: bets.total + rounds.total,
    page: query.page,
    pageSize: query.pageSize,
    totals: addTotals(bets.totals, rounds.totals),
    byGameAndDay: [...bets.byGameAndDay, ...rounds.byGameAndDay].sort(byDayThenGame),
    providers,
  }
}

async function findBetSide(db: Db, query: Query, timeZone: string, newest: number): Promise<Side<BetDay>> {
  const where = and(...betFilters(query, timeZone), ...playerFilter(query.player))
  const betDay = dayOf(gameBets.createdAt, timeZone)
  const [keys, [totals], days] = await Promise.all([
    db
      .select({ id: gameBets.id, at: gameBets.createdAt })
      .from(gameBets)
      .innerJoin(users, eq(users.id, gameBets.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, gameBets.userId))
      .where(where)
      .orderBy(desc(gameBets.createdAt), desc(gameBets.id))
      .limit(newest),
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
      .groupBy(gameBets.game, betDay),
  ])
  return {
    newest: keys.map((key) => ({ source: 'originals', ...key })),
    total: totals?.total ?? 0,
    totals: toTotals(totals ?? { bets: 0, stakes: '0', payouts: '0' }),
    byGameAndDay: days.map((day) => ({
      source: 'originals',
      game: day.game,
      day: day.day,
      ...toTotals(day),
    })),
  }
}

async function findRoundSide(
  db: Db,
  query: Query,
  timeZone: string,
  newest: number,
): Promise<Side<GameHistoryRoundDay>> {
  const rounds = await findGameHistoryRounds(
    db,
    { player: query.player, provider: query.provider, from: query.from, to: query.to, timeZone },
    newest,
  )
  return { ...rounds, newest: rounds.newest.map((key) => ({ source: 'provider', ...key })) }
}

async function findBetRows(db: Db, ids: string[]): Promise<GameHistoryBet[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ bet: gameBets, player: { id: users.id, name: users.name, email: users.email } })
    .from(gameBets)
    .innerJoin(users, eq(users.id, gameBets.userId))
    .where(inArray(gameBets.id, ids))
  return rows.map(({ bet, player }) => ({
    ...toBetView(bet),
    source: 'originals' as const,
    player,
    ggr: bet.status === 'refunded' ? 0 : bet.stake - bet.payout,
  }))
}

/** Newest day first; within a day the Originals by game, then each provider's games by name. */
function byDayThenGame(a: GameHistoryDay, b: GameHistoryDay): number {
  if (a.day !== b.day) return a.day < b.day ? 1 : -1
  const [first, second] = [sortKey(a), sortKey(b)]
  return first < second ? -1 : first > second ? 1 : 0
}

function sortKey(row: GameHistoryDay): string {
  return row.source === 'originals' ? `0\t${row.game}` : `1\t${row.provider.name}\t${row.game.title}`
}

function addTotals(a: GameHistoryTotals, b: GameHistoryTotals): GameHistoryTotals {
  return {
    bets: a.bets + b.bets,
    stakes: a.stakes + b.stakes,
    payouts: a.payouts + b.payouts,
    ggr: a.ggr + b.ggr,
  }
}

function toTotals(row: { bets: number; stakes: string; payouts: string }): GameHistoryTotals {
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
