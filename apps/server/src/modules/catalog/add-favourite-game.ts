import type { Database } from '../../db/client.ts'
import { findListedGameId } from './find-listed-game-id.ts'

/** Hearts a listed game for the player; hearting it again keeps the first time (PUT is idempotent). */
export async function addFavouriteGame(database: Database, userId: string, slug: string): Promise<void> {
  const gameId = await findListedGameId(database, slug)
  await database.query(
    `INSERT INTO player_favourite_games (user_id, game_id) VALUES ($1, $2)
     ON CONFLICT (user_id, game_id) DO NOTHING`,
    [userId, gameId],
  )
}
