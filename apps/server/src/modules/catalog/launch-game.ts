import { type GameLaunch, recentGamesKept } from '@khela/contracts/catalog'
import type { Language } from '@khela/contracts/languages'
import { type OriginalGame, originalGamePaths } from '@khela/contracts/originals'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { findListedGameId } from './find-listed-game-id.ts'

/** Opens a provider's game for a player and answers its URL (providers' open-provider-game.ts, given by app.ts). */
export type OpenProviderGame = (
  db: Database['db'],
  launch: { userId: string; language: Language; providerCode: string; gameCode: string; launchUrl: string },
) => Promise<string>

/**
 * PLAY: records the game as the player's most recent and says how it starts: a Khela Original opens at its page
 * (`in_house`); a provider's game, when the provider has a launch URL, opens there in a frame with a new launch
 * session (`provider`) — after the same player gates a bet passes (an excluded player is told so here, not by a
 * blank frame); otherwise `unavailable`. Only the newest `recentGamesKept` launches are kept per player.
 */
export async function launchGame(
  database: Database,
  launch: { userId: string; slug: string; language: Language },
  openProviderGame: OpenProviderGame,
): Promise<GameLaunch> {
  const { userId, slug } = launch
  const gameId = await findListedGameId(database, slug)
  const [game] = await database.query<{
    original: OriginalGame | null
    code: string
    providerCode: string
    launchUrl: string | null
  }>(
    `SELECT g.original_game AS original, g.code, g.provider_code AS "providerCode", c.launch_url AS "launchUrl"
     FROM games g LEFT JOIN provider_credentials c ON c.provider_code = g.provider_code
     WHERE g.id = $1`,
    [gameId],
  )
  if (!game) throw new AppError('NOT_FOUND')
  const url =
    game.original || !game.launchUrl
      ? null
      : await openProviderGame(database.db, {
          userId,
          language: launch.language,
          providerCode: game.providerCode,
          gameCode: game.code,
          launchUrl: game.launchUrl,
        })
  await recordRecentGame(database, userId, gameId)
  if (game.original) return { status: 'in_house', path: originalGamePaths[game.original], url: null }
  return url ? { status: 'provider', path: null, url } : { status: 'unavailable', path: null, url: null }
}

async function recordRecentGame(database: Database, userId: string, gameId: number) {
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
}
