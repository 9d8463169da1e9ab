import type { Language } from '@khela/contracts/languages'
import { fillUrlTemplate } from '@khela/contracts/provider-setup'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { isListedGame } from './game-tile.ts'

/**
 * DEMO of a provider's game: its provider's demo URL with the game and language filled in. NOT_FOUND when the
 * game is not listed, has no demo, or its provider gave no demo URL.
 */
export async function findDemoUrl(database: Database, slug: string, language: Language): Promise<string> {
  const [game] = await database.query<{ code: string; demoUrl: string | null }>(
    `SELECT g.code, c.demo_url AS "demoUrl"
     FROM games g
     JOIN game_providers p ON p.code = g.provider_code
     LEFT JOIN provider_credentials c ON c.provider_code = g.provider_code
     WHERE g.slug = $1 AND g.has_demo AND g.original_game IS NULL AND ${isListedGame}`,
    [slug],
  )
  if (!game?.demoUrl) throw new AppError('NOT_FOUND', { message: 'This game has no demo.' })
  return fillUrlTemplate(game.demoUrl, { game: game.code, language })
}
