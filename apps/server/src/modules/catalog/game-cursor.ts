import type { GameSort } from '@khela/contracts/catalog'
import { AppError } from '../../lib/app-error.ts'

/**
 * A page cursor: the sort key and game id of the last game on the page, with the sort and provider it was
 * made for. Keyset pagination, so a page costs the same deep in Slots as on top, and a game that moves while
 * a player scrolls is never shown twice in one scroll.
 */
export type GameCursor = { sort: GameSort; provider: string | null; key: string | number; gameId: number }

export function encodeGameCursor(cursor: GameCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

export function decodeGameCursor(text: string, expected: Pick<GameCursor, 'sort' | 'provider'>): GameCursor {
  const invalid = () =>
    new AppError('VALIDATION_FAILED', {
      fields: { cursor: 'Not a cursor of this list: start again from the first page.' },
    })
  let cursor: unknown
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  if (
    typeof cursor !== 'object' ||
    cursor === null ||
    !('sort' in cursor && 'provider' in cursor && 'key' in cursor && 'gameId' in cursor) ||
    cursor.sort !== expected.sort ||
    cursor.provider !== expected.provider ||
    !Number.isInteger(cursor.gameId) ||
    (typeof cursor.key !== 'string' && !Number.isInteger(cursor.key))
  ) {
    throw invalid()
  }
  return cursor as GameCursor
}
