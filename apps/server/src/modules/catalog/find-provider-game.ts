import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { games } from '../../db/schema/catalog.ts'

export type ProviderGame = { providerCode: string; code: string; slug: string; title: string }

/** A game its provider runs (launch kind `provider`), by its catalogue slug; null for any other or none. */
export async function findProviderGame(db: Pick<Db, 'select'>, slug: string): Promise<ProviderGame | null> {
  const [game] = await db
    .select({ providerCode: games.providerCode, code: games.code, slug: games.slug, title: games.title })
    .from(games)
    .where(and(eq(games.slug, slug), eq(games.launchKind, 'provider')))
  return game ?? null
}
