import type { LobbySummary } from '@khela/contracts/catalog'
import type { LocalizedText } from '@khela/contracts/i18n'
import type { Database } from '../../db/client.ts'
import { type GameTileRow, gameTileColumns, isListedGame, toGameTile } from './game-tile.ts'

type CategoryRow = { id: number; slug: string; name: LocalizedText; position: number; gameCount: number }

/**
 * The lobby in one answer: every active lobby category in order, with its real count and its first tiles.
 * The counts are computed on every request (a deactivated game leaves them at once, on every instance).
 * The tiles come from one index range scan per category (members ordered by position), stopping after
 * `tiles` listed games, so the cost does not grow with the size of Slots.
 */
export async function findLobbySummary(database: Database, tiles: number): Promise<LobbySummary> {
  const categories = await database.query<CategoryRow>(
    // One grouped pass over the members is about twice as fast on PGlite as a count per category.
    `WITH counts AS (
       SELECT m.category_id, count(*)::int AS game_count
       FROM game_category_members m
       JOIN games g ON g.id = m.game_id
       JOIN game_providers p ON p.code = g.provider_code
       WHERE ${isListedGame}
       GROUP BY m.category_id
     )
     SELECT c.id, c.slug, c.name, c.position, coalesce(counts.game_count, 0) AS "gameCount"
     FROM game_categories c
     LEFT JOIN counts ON counts.category_id = c.id
     WHERE c.kind = 'lobby' AND c.status = 'active'
     ORDER BY c.position, c.id`,
  )
  const tileRows = await database.query<GameTileRow & { categoryId: number }>(
    `SELECT c.id AS "categoryId", t.*
     FROM game_categories c
     CROSS JOIN LATERAL (
       SELECT ${gameTileColumns}, m.position AS member_position, m.game_id
       FROM game_category_members m
       JOIN games g ON g.id = m.game_id
       JOIN game_providers p ON p.code = g.provider_code
       WHERE m.category_id = c.id AND ${isListedGame}
       ORDER BY m.position, m.game_id
       LIMIT $1
     ) t
     WHERE c.kind = 'lobby' AND c.status = 'active'
     ORDER BY c.id, t.member_position, t.game_id`,
    [tiles],
  )
  return {
    categories: categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      position: category.position,
      gameCount: category.gameCount,
      games: tileRows.filter((row) => row.categoryId === category.id).map(toGameTile),
    })),
  }
}
