import { type PlayerGameList, recentGamesKept } from '@khela/contracts/catalog'
import type { Database } from '../../db/client.ts'
import { type GameTileRow, gameTileColumns, isListedGame, toGameTile } from './game-tile.ts'

/** The games the player launched last, the latest first, without those taken out of the catalogue since. */
export async function findRecentGames(database: Database, userId: string): Promise<PlayerGameList> {
  const rows = await database.query<GameTileRow>(
    `SELECT ${gameTileColumns}
     FROM player_recent_games r
     JOIN games g ON g.id = r.game_id
     JOIN game_providers p ON p.code = g.provider_code
     WHERE r.user_id = $1 AND ${isListedGame}
     ORDER BY r.played_at DESC, g.id DESC
     LIMIT $2`,
    [userId, recentGamesKept],
  )
  return { games: rows.map(toGameTile) }
}
