import { randomUUID } from 'node:crypto'
import type { WalletCall } from '@khela/contracts/provider-wallet'
import { providerHeaders } from '@khela/contracts/provider-wallet'
import { and, eq } from 'drizzle-orm'
import type { App } from '../src/app.ts'
import { gameCategories, gameCategoryMembers, gameProviders, games } from '../src/db/schema/catalog.ts'
import { providerCredentials } from '../src/db/schema/provider-credentials.ts'
import { signRequest } from '../src/lib/request-signature.ts'
import { encryptSecret } from '../src/lib/secret-box.ts'
import { secretPlace } from '../src/modules/catalog/get-provider-credentials.ts'
import { createLaunchSession } from '../src/modules/providers/launch-sessions.ts'

export type TestProvider = { code: string; secret: string; gameCode: string }

/**
 * A provider with a wallet secret and active games (by default one, `slot-1`), as the back office would set it
 * up. The first game is the provider's `gameCode`.
 */
export async function addWalletProvider(
  app: App,
  options: { ips?: string[]; gameCodes?: [string, ...string[]] } = {},
): Promise<TestProvider> {
  const { db } = app.services.database
  const code = `studio-${randomUUID().slice(0, 8)}`
  const secret = `secret-${randomUUID()}`
  const gameCodes = options.gameCodes ?? ['slot-1']
  await db.insert(gameProviders).values({ code, name: 'Test Studio' })
  await db.insert(games).values(
    gameCodes.map((gameCode) => ({
      providerCode: code,
      code: gameCode,
      slug: `${code}-${gameCode}`,
      title: gameCode === 'slot-1' ? 'Slot One' : gameCode,
    })),
  )
  await db.insert(providerCredentials).values({
    providerCode: code,
    secretPin: encryptSecret(app.services.config.secretsKey, secret, secretPlace(code, 'secretPin')),
    providerIps: options.ips ?? [],
  })
  return { code, secret, gameCode: gameCodes[0] }
}

/** A launch token for the player on the provider's game (its first, unless `gameCode` names another). */
export async function launchFor(
  app: App,
  provider: TestProvider,
  userId: string,
  gameCode = provider.gameCode,
) {
  const { token } = await createLaunchSession(app.services.database.db, {
    userId,
    providerCode: provider.code,
    gameCode,
    currency: 'BDT',
    language: 'en',
  })
  return token
}

/** Signs and sends one wallet call as the provider's server would; options bend it the ways an attacker might. */
export function sendWalletCall(
  app: App,
  provider: TestProvider,
  call: WalletCall,
  body: object | string,
  options: {
    timestamp?: number
    secret?: string
    code?: string
    ip?: string
    alterBody?: (raw: string) => string
  } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000))
  const signature = signRequest(options.secret ?? provider.secret, timestamp, raw)
  return app.inject({
    method: 'POST',
    url: `/api/provider/v1/${call}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/json',
      [providerHeaders.provider]: options.code ?? provider.code,
      [providerHeaders.timestamp]: timestamp,
      [providerHeaders.signature]: signature,
    },
    payload: options.alterBody ? options.alterBody(raw) : raw,
  })
}

/** Lists a provider's game in the lobby category `slug` (made when missing), as the back office would. */
export async function listGameIn(app: App, provider: TestProvider, gameCode: string, slug: string) {
  const { db } = app.services.database
  await db
    .insert(gameCategories)
    .values({ kind: 'lobby', slug, name: { en: slug, bn: slug }, position: 0 })
    .onConflictDoNothing()
  const [category] = await db
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .where(and(eq(gameCategories.kind, 'lobby'), eq(gameCategories.slug, slug)))
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.providerCode, provider.code), eq(games.code, gameCode)))
  if (!category || !game) throw new Error(`cannot list ${gameCode} in ${slug}`)
  await db.insert(gameCategoryMembers).values({ categoryId: category.id, gameId: game.id, position: 0 })
}
