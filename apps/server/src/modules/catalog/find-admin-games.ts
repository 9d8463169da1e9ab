import type { AdminGamePage, AdminGameRow, adminGameSearch } from '@khela/contracts/admin-catalog'
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { gameCategories, gameCategoryMembers, gameProviders, games } from '../../db/schema/catalog.ts'
import { gameArtOf } from './game-tile.ts'

const columns = {
  id: games.id,
  slug: games.slug,
  title: games.title,
  providerCode: gameProviders.code,
  providerName: gameProviders.name,
  thumbnail: games.thumbnail,
  isPopular: games.isPopular,
  isNew: games.isNew,
  isExclusive: games.isExclusive,
  position: games.position,
  status: games.status,
  createdAt: games.createdAt,
}

async function withCategories(
  db: Pick<Db, 'select'>,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<AdminGameRow[]> {
  const query = db
    .select(columns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.code, games.providerCode))
    .where(where)
    .orderBy(asc(games.position), asc(games.id))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  const ids = rows.map((row) => row.id)
  const memberships = ids.length
    ? await db
        .select({
          gameId: gameCategoryMembers.gameId,
          id: gameCategories.id,
          kind: gameCategories.kind,
          slug: gameCategories.slug,
          name: gameCategories.name,
        })
        .from(gameCategoryMembers)
        .innerJoin(gameCategories, eq(gameCategories.id, gameCategoryMembers.categoryId))
        .where(inArray(gameCategoryMembers.gameId, ids))
        .orderBy(asc(gameCategories.kind), asc(gameCategories.position), asc(gameCategories.id))
    : []
  return rows.map(({ providerCode, providerName, createdAt, ...row }) => ({
    ...row,
    provider: { code: providerCode, name: providerName },
    art: gameArtOf({ ...row, providerName }),
    categories: memberships
      .filter((member) => member.gameId === row.id)
      .map(({ gameId: _gameId, ...category }) => category),
    createdAt: createdAt.toISOString(),
  }))
}

/**
 * Active or inactive games in popularity order, optionally of one provider; the search matches part of the
 * title, slug, the provider's code for the game, or the provider's name. Pages by offset: the back office
 * jumps to page n of ~7,400 games, and a count plus an offset over the status index stays cheap at that size.
 */
export async function findAdminGames(
  db: Db,
  query: z.output<typeof adminGameSearch>,
): Promise<AdminGamePage> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null
  const where = and(
    eq(games.status, query.status),
    query.provider ? eq(games.providerCode, query.provider) : undefined,
    pattern
      ? or(
          ilike(games.title, pattern),
          ilike(games.slug, pattern),
          ilike(games.code, pattern),
          ilike(gameProviders.name, pattern),
        )
      : undefined,
  )
  const [rows, [counted]] = await Promise.all([
    withCategories(db, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.code, games.providerCode))
      .where(where),
  ])
  return { games: rows, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize }
}

export async function findAdminGame(db: Pick<Db, 'select'>, id: number): Promise<AdminGameRow | null> {
  const [row] = await withCategories(db, eq(games.id, id))
  return row ?? null
}
