import type { AdminProviderRow } from '@khela/contracts/admin-catalog'
import { asc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameProviders } from '../../db/schema/catalog.ts'

/** Every game provider with its number of games and whether API credentials are stored for it. */
export async function findAdminProviders(db: Pick<Db, 'select'>): Promise<AdminProviderRow[]> {
  const rows = await db
    .select({
      code: gameProviders.code,
      name: gameProviders.name,
      status: gameProviders.status,
      gameCount: sql<number>`(SELECT count(*)::int FROM games g WHERE g.provider_code = game_providers.code)`,
      hasCredentials: sql<boolean>`EXISTS (SELECT 1 FROM provider_credentials c
        WHERE c.provider_code = game_providers.code AND (c.api_key IS NOT NULL OR c.license_key IS NOT NULL
          OR c.game_provider_key IS NOT NULL OR c.secret_pin IS NOT NULL OR cardinality(c.provider_ips) > 0))`,
    })
    .from(gameProviders)
    .orderBy(asc(gameProviders.name))
  return rows.map((row) => ({
    ...row,
    gameCount: Number(row.gameCount),
    hasCredentials: Boolean(row.hasCredentials),
  }))
}
