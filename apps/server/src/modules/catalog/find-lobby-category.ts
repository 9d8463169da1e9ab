import type { CategorySummary } from '@khela/contracts/catalog'
import type { LocalizedText } from '@khela/contracts/i18n'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { isListedGame } from './game-tile.ts'

export type LobbyCategory = CategorySummary & { id: number }

/**
 * An active lobby category, or a site section's category (/casino…: lobby slugs never take those paths), with its
 * real count of listed games; NOT_FOUND for any other slug.
 */
export async function findLobbyCategory(database: Database, slug: string): Promise<LobbyCategory> {
  const [category] = await database.query<{
    id: number
    slug: string
    name: LocalizedText
    position: number
    gameCount: number
  }>(
    `SELECT c.id, c.slug, c.name, c.position,
       (SELECT count(*)::int FROM game_category_members m
          JOIN games g ON g.id = m.game_id JOIN game_providers p ON p.code = g.provider_code
         WHERE m.category_id = c.id AND ${isListedGame}) AS "gameCount"
     FROM game_categories c
     WHERE c.kind IN ('lobby', 'section') AND c.status = 'active' AND c.slug = $1`,
    [slug],
  )
  if (!category) throw new AppError('NOT_FOUND', { message: 'No such game category.' })
  return category
}
