import type { CategoryGamesPage, CategoryGamesQuery, GameSort } from '@khela/contracts/catalog'
import type { Database } from '../../db/client.ts'
import { findLobbyCategory } from './find-lobby-category.ts'
import { decodeGameCursor, encodeGameCursor } from './game-cursor.ts'
import { type GameTileRow, gameTileColumns, isListedGame, toGameTile } from './game-tile.ts'

/**
 * Per sort: the key (selected as text or integer so the cursor carries it exactly, microseconds included),
 * the ORDER BY, and the keyset condition "after the cursor" in that same order.
 */
const sorts: Record<GameSort, { key: string; orderBy: string; after: string }> = {
  popular: {
    key: 'm.position',
    orderBy: 'm.position, g.id',
    after: '(m.position, g.id) > ($KEY::int, $ID::int)',
  },
  newest: {
    key: 'g.released_at::text',
    orderBy: 'g.released_at DESC NULLS LAST, g.id DESC NULLS LAST', // as games_released_order_idx
    after: '(g.released_at, g.id) < ($KEY::timestamptz, $ID::int)',
  },
  az: {
    key: 'lower(g.title)',
    orderBy: 'lower(g.title), g.id',
    after: '(lower(g.title), g.id) > ($KEY::text, $ID::int)',
  },
}

/** One page of a lobby category's listed games, optionally of one provider, in the chosen order. */
export async function findCategoryGames(
  database: Database,
  slug: string,
  query: CategoryGamesQuery,
): Promise<CategoryGamesPage> {
  const category = await findLobbyCategory(database, slug)
  const provider = query.provider ?? null
  const cursor = query.cursor ? decodeGameCursor(query.cursor, { sort: query.sort, provider }) : null
  const sort = sorts[query.sort]

  const params: unknown[] = [category.id]
  const conditions = ['m.category_id = $1', isListedGame]
  if (provider) {
    params.push(provider)
    conditions.push(`g.provider_code = $${params.length}`)
  }
  if (cursor) {
    params.push(cursor.key, cursor.gameId)
    conditions.push(
      sort.after.replace('$KEY', () => `$${params.length - 1}`).replace('$ID', () => `$${params.length}`),
    )
  }
  params.push(query.limit + 1)
  const rows = await database.query<GameTileRow & { sortKey: string | number; gameId: number }>(
    `SELECT ${gameTileColumns}, ${sort.key} AS "sortKey", g.id AS "gameId"
     FROM game_category_members m
     JOIN games g ON g.id = m.game_id
     JOIN game_providers p ON p.code = g.provider_code
     WHERE ${conditions.join(' AND ')}
     ORDER BY ${sort.orderBy}
     LIMIT $${params.length}`,
    params,
  )
  const page = rows.slice(0, query.limit)
  const last = page[page.length - 1]
  const providers = await database.query<{ code: string; name: string; gameCount: number }>(
    `SELECT p.code, p.name, count(*)::int AS "gameCount"
     FROM game_category_members m
     JOIN games g ON g.id = m.game_id
     JOIN game_providers p ON p.code = g.provider_code
     WHERE m.category_id = $1 AND ${isListedGame}
     GROUP BY p.code, p.name
     ORDER BY p.name`,
    [category.id],
  )
  return {
    category: {
      slug: category.slug,
      name: category.name,
      position: category.position,
      gameCount: category.gameCount,
    },
    providers,
    games: page.map(toGameTile),
    nextCursor:
      rows.length > query.limit && last
        ? encodeGameCursor({ sort: query.sort, provider, key: last.sortKey, gameId: last.gameId })
        : null,
  }
}
