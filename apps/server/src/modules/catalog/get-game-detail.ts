import { type BonusProduct, providerGameBonusProduct } from '@khela/contracts/bonuses'
import type { GameDetail } from '@khela/contracts/catalog'
import type { LocalizedText } from '@khela/contracts/i18n'
import type { OriginalGame } from '@khela/contracts/originals'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { type GameTileRow, gameTileColumns, isListedGame, toGameTile } from './game-tile.ts'

/**
 * A listed game with its RTP, lobby categories and the bonus product its stakes count as; NOT_FOUND for an unknown
 * or inactive game.
 */
export async function getGameDetail(database: Database, slug: string): Promise<GameDetail> {
  const [game] = await database.query<
    GameTileRow & { id: number; rtpBasisPoints: number | null; original: OriginalGame | null }
  >(
    `SELECT ${gameTileColumns}, g.id, g.rtp_basis_points AS "rtpBasisPoints", g.original_game AS original
     FROM games g
     JOIN game_providers p ON p.code = g.provider_code
     WHERE g.slug = $1 AND ${isListedGame}`,
    [slug],
  )
  if (!game) throw new AppError('NOT_FOUND', { message: 'No such game.' })
  // Lobby and main categories: the lobby's (active) are shown; all of them decide the bonus product, as the
  // wallet call reads them (catalog/find-wallet-provider.ts).
  const listed = await database.query<{ slug: string; name: LocalizedText; isShown: boolean }>(
    `SELECT c.slug, c.name, c.kind = 'lobby' AND c.status = 'active' AS "isShown"
     FROM game_category_members m
     JOIN game_categories c ON c.id = m.category_id
     WHERE m.game_id = $1 AND c.kind IN ('lobby', 'main')
     ORDER BY c.position, c.id`,
    [game.id],
  )
  return {
    ...toGameTile(game),
    rtpBasisPoints: game.rtpBasisPoints,
    categories: listed.filter((category) => category.isShown).map(({ slug, name }) => ({ slug, name })),
    original: game.original,
    bonusProduct: bonusProductOf(game.original, listed),
  }
}

function bonusProductOf(original: OriginalGame | null, categories: { slug: string }[]): BonusProduct {
  if (original === 'crash') return 'crash'
  if (original) return 'originals'
  return providerGameBonusProduct(categories.map((category) => category.slug))
}
