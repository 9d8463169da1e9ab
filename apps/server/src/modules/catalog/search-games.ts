import type { GameSearchQuery, GameSearchResults } from '@khela/contracts/catalog'
import type { Database } from '../../db/client.ts'
import { type GameTileRow, gameTileColumns, isListedGame, toGameTile } from './game-tile.ts'

/** LIKE's own wildcards in what a player typed are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Listed games whose title or provider name contains the text, most popular first. A sequential scan:
 * on ~7,500 games it takes a few milliseconds on PGlite, and pg_trgm is not available on every PGlite build.
 */
export async function searchGames(database: Database, query: GameSearchQuery): Promise<GameSearchResults> {
  const pattern = `%${escapeLike(query.q.toLowerCase())}%`
  const rows = await database.query<GameTileRow>(
    `SELECT ${gameTileColumns}
     FROM games g
     JOIN game_providers p ON p.code = g.provider_code
     WHERE ${isListedGame} AND (lower(g.title) LIKE $1 OR lower(p.name) LIKE $1)
     ORDER BY g.position, g.id
     LIMIT $2`,
    [pattern, query.limit],
  )
  return { games: rows.map(toGameTile) }
}
