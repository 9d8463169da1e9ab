import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameProviders, games } from '../../db/schema/catalog.ts'
import { providerCredentials } from '../../db/schema/provider-credentials.ts'
import { decryptSecret } from '../../lib/secret-box.ts'
import { secretPlace } from './get-provider-credentials.ts'

export type WalletProvider = {
  code: string
  /** The wallet secret (the Games API Key page's Secret PIN) in clear; null when not set or unreadable. */
  secret: string | null
  /** The addresses the provider may call from; empty allows any. */
  ips: string[]
}

/**
 * The provider a wallet call names, for the providers' wallet API: null when no active provider has the code.
 * The secret is opened here, where it is stored, and never leaves the server.
 */
export async function findWalletProvider(
  db: Pick<Db, 'select'>,
  secretsKey: Buffer,
  code: string,
): Promise<WalletProvider | null> {
  const [row] = await db
    .select({
      code: gameProviders.code,
      sealed: providerCredentials.secretPin,
      ips: providerCredentials.providerIps,
    })
    .from(gameProviders)
    .leftJoin(providerCredentials, eq(providerCredentials.providerCode, gameProviders.code))
    .where(and(eq(gameProviders.code, code), eq(gameProviders.status, 'active')))
  if (!row) return null
  let secret: string | null = null
  try {
    secret = row.sealed ? decryptSecret(secretsKey, row.sealed, secretPlace(row.code, 'secretPin')) : null
  } catch {
    // Sealed under another SECRETS_KEY: no call can be verified until staff save it again.
    secret = null
  }
  return { code: row.code, secret, ips: row.ips ?? [] }
}

/** Whether a provider's game takes bets: listed and active. */
export async function isProviderGameActive(
  db: Pick<Db, 'select'>,
  game: { providerCode: string; code: string },
): Promise<boolean> {
  const [row] = await db
    .select({ status: games.status })
    .from(games)
    .where(and(eq(games.providerCode, game.providerCode), eq(games.code, game.code)))
  return row?.status === 'active'
}

/**
 * `isProviderGameActive` as an SQL expression, for a caller that reads it in a statement of its own (one round trip
 * instead of two): `provider` and `game` are the statement's placeholders, e.g. `$1`. False for an unknown game.
 */
export const providerGameActiveSql = (provider: string, game: string) =>
  `coalesce((SELECT g.status = 'active' FROM games g WHERE g.provider_code = ${provider} AND g.code = ${game}), false)`

/**
 * The slugs of the lobby and main categories a provider's game is listed in (Slots, Live Games, Roulette…), as an
 * SQL expression over the statement's placeholders like `providerGameActiveSql`: an empty array for none.
 */
export const providerGameCategorySlugsSql = (provider: string, game: string) =>
  `coalesce((SELECT array_agg(c.slug ORDER BY c.slug) FROM games g
    JOIN game_category_members m ON m.game_id = g.id
    JOIN game_categories c ON c.id = m.category_id AND c.kind IN ('lobby', 'main')
    WHERE g.provider_code = ${provider} AND g.code = ${game}), '{}')`

/** Game titles and provider names of provider games by provider and code, for lists of provider rounds. */
export async function findProviderGameNames(
  db: Pick<Db, 'select'>,
  keys: { providerCode: string; code: string }[],
): Promise<Map<string, { title: string; provider: string }>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .select({
      providerCode: games.providerCode,
      code: games.code,
      title: games.title,
      provider: gameProviders.name,
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.code, games.providerCode))
    .where(inArray(games.providerCode, [...new Set(keys.map((key) => key.providerCode))]))
  const wanted = new Set(keys.map((key) => `${key.providerCode}/${key.code}`))
  return new Map(
    rows
      .filter((row) => wanted.has(`${row.providerCode}/${row.code}`))
      .map((row) => [`${row.providerCode}/${row.code}`, { title: row.title, provider: row.provider }]),
  )
}

/** Every provider in the catalogue by name, inactive ones too (their rounds stay in the back office's lists). */
export async function findProviderNames(db: Pick<Db, 'select'>): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: gameProviders.code, name: gameProviders.name })
    .from(gameProviders)
    .orderBy(asc(gameProviders.name), asc(gameProviders.code))
}
