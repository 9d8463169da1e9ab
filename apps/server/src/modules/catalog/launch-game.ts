import { type GameLaunch, recentGamesKept } from '@khela/contracts/catalog'
import { type OriginalGame, originalGamePaths } from '@khela/contracts/originals'
import type { Database } from '../../db/client.ts'
import { findListedGameId } from './find-listed-game-id.ts'

/**
 * PLAY: records the game as the player's most recent and says how it starts: a Khela Original opens at its page
 * (`in_house`); provider launches do not exist yet (`unavailable`). Only the newest `recentGamesKept` launches
 * are kept per player; trimming after the upsert keeps the table small however often a player plays.
 */
export async function launchGame(database: Database, userId: string, slug: string): Promise<GameLaunch> {
  const gameId = await findListedGameId(database, slug)
  await database.query(
    `INSERT INTO player_recent_games (user_id, game_id, played_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = excluded.played_at`,
    [userId, gameId],
  )
  await database.query(
    `DELETE FROM player_recent_games
     WHERE user_id = $1 AND game_id NOT IN (
       SELECT game_id FROM player_recent_games
       WHERE user_id = $1
       ORDER BY played_at DESC, game_id DESC
       LIMIT $2
     )`,
    [userId, recentGamesKept],
  )
  const [game] = await database.query<{ original: OriginalGame | null }>(
    'SELECT original_game AS original FROM games WHERE id = $1',
    [gameId],
  )
  return game?.original
    ? { status: 'in_house', path: originalGamePaths[game.original] }
    : { status: 'unavailable', path: null }
}
