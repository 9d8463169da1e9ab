import type { AdminCategoryPage, AdminCategoryRow, adminCategorySearch } from '@khela/contracts/admin-catalog'
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { gameCategories } from '../../db/schema/catalog.ts'
import { isListedGame } from './game-tile.ts'

const columns = {
  id: gameCategories.id,
  kind: gameCategories.kind,
  slug: gameCategories.slug,
  name: gameCategories.name,
  position: gameCategories.position,
  status: gameCategories.status,
  createdAt: gameCategories.createdAt,
  // What players see: active games of active providers. Qualified by hand: Drizzle leaves a one-table
  // select's columns bare, and a bare `id` here would mean `games.id`.
  gameCount: sql<number>`(SELECT count(*)::int FROM game_category_members m
    JOIN games g ON g.id = m.game_id JOIN game_providers p ON p.code = g.provider_code
    WHERE m.category_id = game_categories.id AND ${sql.raw(isListedGame)})`,
}

function toAdminCategoryRow(
  row: Omit<AdminCategoryRow, 'createdAt'> & { createdAt: Date },
): AdminCategoryRow {
  return { ...row, gameCount: Number(row.gameCount), createdAt: row.createdAt.toISOString() }
}

/** One kind's categories in position order; the search matches part of the slug or either name. */
export async function findAdminCategories(
  db: Db,
  query: z.output<typeof adminCategorySearch>,
): Promise<AdminCategoryPage> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null
  const where: SQL | undefined = and(
    eq(gameCategories.kind, query.kind),
    pattern
      ? or(
          ilike(gameCategories.slug, pattern),
          sql`${gameCategories.name}->>'en' ILIKE ${pattern}`,
          sql`${gameCategories.name}->>'bn' ILIKE ${pattern}`,
        )
      : undefined,
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(gameCategories)
      .where(where)
      .orderBy(asc(gameCategories.position), asc(gameCategories.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(gameCategories).where(where),
  ])
  return {
    categories: rows.map(toAdminCategoryRow),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

export async function findAdminCategory(
  db: Pick<Db, 'select'>,
  id: number,
): Promise<AdminCategoryRow | null> {
  const [row] = await db.select(columns).from(gameCategories).where(eq(gameCategories.id, id))
  return row ? toAdminCategoryRow(row) : null
}
