import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { gameCategories, gameCategoryMembers, gameProviders, games } from '../db/schema/catalog.ts'
import {
  buildDemoGames,
  demoAdminCategories,
  demoLobbyCategories,
  demoProviders,
  demoSectionCategories,
} from './demo-catalog.ts'

// Rows per INSERT: well under PostgreSQL's 65,535 bind parameters, and few enough round trips that seeding
// ~7,400 games takes about a second on PGlite.
const gamesPerInsert = 1000
const membersPerInsert = 5000

/**
 * Fills an empty catalogue with the demo providers, categories and games in one transaction. A catalogue that
 * already has a provider is left alone, so a start on a seeded database costs one indexed count.
 * Returns whether it seeded.
 */
export async function seedDemoCatalog(db: Db): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(gameProviders)
  if ((existing?.count ?? 0) > 0) return false

  const demoGames = buildDemoGames()
  await db.transaction(async (tx) => {
    await tx.insert(gameProviders).values(demoProviders)
    const categories = await tx
      .insert(gameCategories)
      .values(
        [...demoLobbyCategories, ...demoAdminCategories, ...demoSectionCategories].map(
          ({ kind, slug, name }, index) => ({
            kind,
            slug,
            name,
            position: index + 1,
          }),
        ),
      )
      .returning({ id: gameCategories.id, kind: gameCategories.kind, slug: gameCategories.slug })
    const lobbyCategoryIds = new Map(
      categories.filter((category) => category.kind === 'lobby').map((c) => [c.slug, c.id]),
    )

    const gameIds = new Map<string, number>()
    for (let start = 0; start < demoGames.length; start += gamesPerInsert) {
      const inserted = await tx
        .insert(games)
        .values(demoGames.slice(start, start + gamesPerInsert).map(({ categories: _, ...game }) => game))
        .returning({ id: games.id, slug: games.slug })
      for (const game of inserted) gameIds.set(game.slug, game.id)
    }

    const members = demoGames.flatMap((game) =>
      game.categories.map((slug) => {
        const categoryId = lobbyCategoryIds.get(slug)
        const gameId = gameIds.get(game.slug)
        if (categoryId === undefined || gameId === undefined) throw new Error(`unknown ${slug}/${game.slug}`)
        return { categoryId, gameId, position: game.position }
      }),
    )
    for (let start = 0; start < members.length; start += membersPerInsert) {
      await tx.insert(gameCategoryMembers).values(members.slice(start, start + membersPerInsert))
    }
    // Each section starts with its lobby categories' games, in their popularity order.
    for (const section of demoSectionCategories) {
      const sectionId = categories.find((c) => c.kind === 'section' && c.slug === section.slug)?.id
      const fromIds = section.from.map((slug) => lobbyCategoryIds.get(slug))
      if (sectionId === undefined || fromIds.includes(undefined))
        throw new Error(`unknown section ${section.slug}`)
      await tx.execute(sql`
        INSERT INTO game_category_members (category_id, game_id, position)
        SELECT ${sectionId}, game_id, min(position) FROM game_category_members
         WHERE category_id IN (${sql.join(
           fromIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         GROUP BY game_id ORDER BY min(position), game_id
         LIMIT ${section.limit ?? 100_000}`)
    }
  })
  // PGlite runs no autovacuum, so without this the planner never learns the tables' sizes and picks plans
  // that make the lobby summary ~15× slower; on PostgreSQL it saves waiting for autovacuum.
  await db.execute(sql`ANALYZE game_providers, games, game_categories, game_category_members`)
  return true
}
