import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { findProviderGame, type ProviderGame } from '../catalog/find-provider-game.ts'

/**
 * The provider game a free-spins reward names by its catalogue slug. Only a game its provider runs can take free
 * rounds; anything else is refused as the reward's invalid game.
 */
export async function findFreeSpinsGame(db: Pick<Db, 'select'>, slug: string): Promise<ProviderGame> {
  const game = await findProviderGame(db, slug)
  if (!game) throw new AppError('VALIDATION_FAILED', { fields: { 'reward.game': 'INVALID_CHOICE' } })
  return game
}
