import type { PlayerGameList } from '@khela/contracts/catalog'
import type { Database } from '../../db/client.ts'
import { type GameTileRow, gameTileColumns, isListedGame, toGameTile } from './game-tile.ts'

/** The player's hearted games, the latest first; a game taken out of the catalogue drops out of the list. */
export async function findFavouriteGames(database: Database, userId: string): Promise<PlayerGameList> {
  const rows = await database.query<GameTileRow>(
    `SELECT ${gameTileColumns}
     FROM player_favourite_games f
     JOIN games g ON g.id = f.game_id
     JOIN game_providers p ON p.code = g.provider_code
     WHERE f.user_id = $1 AND ${isListedGame}
     ORDER BY f.created_at DESC, g.id DESC`,
    [userId],
  )
  return { games: rows.map(toGameTile) }
}
