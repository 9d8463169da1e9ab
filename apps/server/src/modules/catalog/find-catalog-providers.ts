import type { CatalogProviders } from '@khela/contracts/catalog'
import type { Database } from '../../db/client.ts'
import { isListedGame } from './game-tile.ts'

/** Every active provider with at least one listed game, by name, with its number of listed games. */
export async function findCatalogProviders(database: Database): Promise<CatalogProviders> {
  const providers = await database.query<{ code: string; name: string; gameCount: number }>(
    `SELECT p.code, p.name, count(*)::int AS "gameCount"
     FROM game_providers p
     JOIN games g ON g.provider_code = p.code
     WHERE ${isListedGame}
     GROUP BY p.code, p.name
     ORDER BY lower(p.name), p.code`,
  )
  return { providers }
}
