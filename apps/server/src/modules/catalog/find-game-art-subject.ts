import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ArtSubject } from './render-game-art.ts'

/** What a game's art draws. Inactive games keep their art: a player's history may still show them. */
export async function findGameArtSubject(database: Database, slug: string): Promise<ArtSubject> {
  const [subject] = await database.query<ArtSubject>(
    `SELECT g.slug, g.title, p.name AS "providerName"
     FROM games g JOIN game_providers p ON p.code = g.provider_code
     WHERE g.slug = $1`,
    [slug],
  )
  if (!subject) throw new AppError('NOT_FOUND', { message: 'No such game.' })
  return subject
}
