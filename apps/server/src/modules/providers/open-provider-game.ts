import type { Language } from '@khela/contracts/languages'
import { fillUrlTemplate } from '@khela/contracts/provider-setup'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { assertMayBet } from '../../lib/player-gates.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { createLaunchSession } from './launch-sessions.ts'

export type OpenProviderGame = typeof openProviderGame

/**
 * PLAY on a provider's game: after the gates a bet passes (no stake yet, so exclusions, the session limit and the
 * declared country refuse the launch itself, never a blank frame), a new launch session, and the provider's launch
 * URL with the game, token, player, currency and language filled in. Catalog's launch route calls it through the
 * option app.ts gives it, since this domain reads catalog's providers.
 */
export async function openProviderGame(
  db: Db,
  launch: { userId: string; language: Language; providerCode: string; gameCode: string; launchUrl: string },
): Promise<string> {
  const accounts = await findPlayerAccounts(db, launch.userId)
  if (!accounts) throw new AppError('NOT_FOUND', { internalDetail: `user ${launch.userId} has no wallet` })
  await db.transaction((tx) =>
    assertMayBet(tx, {
      userId: launch.userId,
      game: 'provider',
      stake: 0,
      currency: accounts.currency,
      hasBonusFunds: accounts.hasBonusFunds,
    }),
  )
  const { token } = await createLaunchSession(db, {
    userId: launch.userId,
    providerCode: launch.providerCode,
    gameCode: launch.gameCode,
    currency: accounts.currency,
    language: launch.language,
  })
  return fillUrlTemplate(launch.launchUrl, {
    game: launch.gameCode,
    token,
    player: launch.userId,
    currency: accounts.currency,
    language: launch.language,
  })
}
