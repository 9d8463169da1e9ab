import type { Database } from '../../db/client.ts'

/**
 * Un-hearts a game. Idempotent, and it works for a game that has since left the catalogue or never existed:
 * the player's wish (not a favourite) holds either way.
 */
export async function removeFavouriteGame(database: Database, userId: string, slug: string): Promise<void> {
  await database.query(
    `DELETE FROM player_favourite_games
     WHERE user_id = $1 AND game_id IN (SELECT id FROM games WHERE slug = $2)`,
    [userId, slug],
  )
}
