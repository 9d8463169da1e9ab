import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { isListedGame } from './game-tile.ts'

/** The id of a game players can see (it and its provider active); NOT_FOUND otherwise. */
export async function findListedGameId(database: Database, slug: string): Promise<number> {
  const [game] = await database.query<{ id: number }>(
    `SELECT g.id
     FROM games g
     JOIN game_providers p ON p.code = g.provider_code
     WHERE g.slug = $1 AND ${isListedGame}`,
    [slug],
  )
  if (!game) throw new AppError('NOT_FOUND', { message: 'No such game.' })
  return game.id
}
