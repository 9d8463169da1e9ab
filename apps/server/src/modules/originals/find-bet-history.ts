import { type BetHistoryPage, betHistoryPageSize, type betHistoryQuery } from '@khela/contracts/originals'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { betFilters } from './bet-filters.ts'
import { toBetView } from './to-bet-view.ts'

/**
 * The player's own bets on the originals (Bet History), newest first, filtered by game and by days in the
 * operator's time zone.
 */
export async function findBetHistory(
  db: Db,
  userId: string,
  query: z.output<typeof betHistoryQuery>,
): Promise<BetHistoryPage> {
  const { timeZone } = await findSiteSettings(db)
  const where = and(eq(gameBets.userId, userId), ...betFilters(query, timeZone))
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(gameBets)
      .where(where)
      .orderBy(desc(gameBets.createdAt), desc(gameBets.id))
      .limit(betHistoryPageSize)
      .offset((query.page - 1) * betHistoryPageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(gameBets).where(where),
  ])
  return {
    items: rows.map(toBetView),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: betHistoryPageSize,
  }
}
