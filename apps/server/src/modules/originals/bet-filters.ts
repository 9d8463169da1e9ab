import { operatorTimeZone } from '@khela/contracts/languages'
import type { OriginalGame } from '@khela/contracts/originals'
import { eq, type SQL, sql } from 'drizzle-orm'
import { gameBets } from '../../db/schema/originals.ts'

/** Game and date filters shared by the player's history and the back office; dates are Asia/Dhaka days, both included. */
export function betFilters(query: { game?: OriginalGame; from?: string; to?: string }): SQL[] {
  const filters: SQL[] = []
  if (query.game) filters.push(eq(gameBets.game, query.game))
  // A Dhaka calendar day starts at its local midnight: `'2026-11-22'::timestamp AT TIME ZONE 'Asia/Dhaka'`.
  if (query.from)
    filters.push(
      sql`${gameBets.createdAt} >= (${query.from}::date)::timestamp AT TIME ZONE ${operatorTimeZone}`,
    )
  if (query.to)
    filters.push(
      sql`${gameBets.createdAt} < (${query.to}::date + 1)::timestamp AT TIME ZONE ${operatorTimeZone}`,
    )
  return filters
}
