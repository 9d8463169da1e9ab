import type { OriginalGame } from '@khela/contracts/originals'
import { eq, type SQL } from 'drizzle-orm'
import { gameBets } from '../../db/schema/originals.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'

/**
 * Game and date filters shared by the player's history and the back office; dates are calendar days in the
 * operator's time zone (`timeZone`, from the site settings), both included.
 */
export function betFilters(
  query: { game?: OriginalGame; from?: string; to?: string },
  timeZone: string,
): SQL[] {
  const filters: SQL[] = []
  if (query.game) filters.push(eq(gameBets.game, query.game))
  const days = isWithinDays(gameBets.createdAt, query.from, query.to, timeZone)
  if (days) filters.push(days)
  return filters
}
