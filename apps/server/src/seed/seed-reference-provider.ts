import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { gameCategories, gameCategoryMembers, gameProviders, games } from '../db/schema/catalog.ts'
import { providerCredentials } from '../db/schema/provider-credentials.ts'
import { encryptSecret } from '../lib/secret-box.ts'
import { secretPlace } from '../modules/catalog/get-provider-credentials.ts'

export const referenceProviderCode = 'khela-studio'

/** The reference provider's games and the lobby category each is listed in, first in its category. */
const referenceGames = [
  { code: 'fortune-five', title: 'Fortune Five', category: 'slots', rtpBasisPoints: 9610 },
  { code: 'euro-roulette', title: 'Euro Roulette', category: 'table', rtpBasisPoints: 9730 },
] as const

/**
 * Registers the reference game provider `npm start` runs beside the server (apps/reference-provider): the
 * provider, its two games in Slots and Table, and its wallet secret, launch URL and demo URL. Run on every start
 * when configured, so the secret and URL follow the environment; what staff changed otherwise is kept.
 */
export async function seedReferenceProvider(
  db: Db,
  secretsKey: Buffer,
  provider: { url: string; secret: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(gameProviders)
      .values({ code: referenceProviderCode, name: 'Khela Studio' })
      .onConflictDoNothing()
    const credentials = {
      secretPin: encryptSecret(secretsKey, provider.secret, secretPlace(referenceProviderCode, 'secretPin')),
      launchUrl: `${provider.url}/play/{game}?token={token}&player={player}&currency={currency}&lang={language}`,
      demoUrl: `${provider.url}/demo/{game}?lang={language}`,
      updatedAt: new Date(),
    }
    await tx
      .insert(providerCredentials)
      .values({ providerCode: referenceProviderCode, ...credentials })
      .onConflictDoUpdate({ target: providerCredentials.providerCode, set: credentials })
    const inserted = await tx
      .insert(games)
      .values(
        referenceGames.map((game) => ({
          providerCode: referenceProviderCode,
          code: game.code,
          slug: game.code,
          title: game.title,
          rtpBasisPoints: game.rtpBasisPoints,
          hasDemo: true,
          isNew: true,
          launchKind: 'provider' as const,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: games.id, code: games.code })
    if (inserted.length === 0) return
    const categories = await tx
      .select({ id: gameCategories.id, slug: gameCategories.slug })
      .from(gameCategories)
      .where(
        and(
          eq(gameCategories.kind, 'lobby'),
          inArray(
            gameCategories.slug,
            referenceGames.map((game) => game.category),
          ),
        ),
      )
    const members = inserted.flatMap((game) => {
      const category = referenceGames.find((candidate) => candidate.code === game.code)?.category
      const categoryId = categories.find((candidate) => candidate.slug === category)?.id
      return categoryId === undefined ? [] : [{ categoryId, gameId: game.id, position: -1 }]
    })
    if (members.length > 0) await tx.insert(gameCategoryMembers).values(members).onConflictDoNothing()
  })
}
