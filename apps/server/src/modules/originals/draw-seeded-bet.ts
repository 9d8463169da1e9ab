import { fairFloats } from '@khela/contracts/fairness'
import type { SeededGame } from '@khela/contracts/originals'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fairSeeds } from '../../db/schema/originals.ts'
import { AppError } from '../../lib/app-error.ts'
import { assertMayBet } from '../protection/player-gates.ts'
import type { PlayerAccounts } from '../wallet/find-player-accounts.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import type { IdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { ensureActiveSeed } from './ensure-active-seed.ts'
import { findOriginalsSettings } from './find-originals-settings.ts'

export type SeededDraw = {
  accounts: PlayerAccounts
  seedId: string
  nonce: number
  edgeBps: number
  floats: number[]
  /** The published most one bet pays (minor units), at this moment. */
  maxPayout: number
}

/** A bet request's idempotency record: scoped by player, so two players' keys never meet. */
export function betIdempotency(userId: string, key: string, request: object): IdempotentRequest {
  return { scope: `originals.bet:${userId}`, key, request: { userId, ...request } }
}

/**
 * The start of every per-bet game's bet, inside its transaction: the game must be enabled (GAME_DISABLED) and the
 * stake within its limits (VALIDATION_FAILED on `stake`); the player needs a wallet. Locks the active seed pair,
 * takes its next nonce and raises it by one, and returns the bet's floats with the pair's edge for the game.
 */
export async function drawSeededBet(
  tx: Db,
  bet: { userId: string; game: SeededGame; stake: number; floatCount: number },
): Promise<SeededDraw> {
  const { games, maxPayoutPerBet } = await findOriginalsSettings(tx)
  const settings = games[bet.game]
  if (!settings.isEnabled) throw new AppError('GAME_DISABLED')
  if (bet.stake < settings.minStake)
    throw new AppError('VALIDATION_FAILED', { fields: { stake: 'AMOUNT_BELOW_MINIMUM' } })
  if (bet.stake > settings.maxStake)
    throw new AppError('VALIDATION_FAILED', { fields: { stake: 'AMOUNT_ABOVE_MAXIMUM' } })
  const accounts = await requirePlayerAccounts(tx, bet.userId)
  await assertMayBet(tx, {
    userId: bet.userId,
    game: bet.game,
    stake: bet.stake,
    currency: accounts.currency,
  })
  const seed = await ensureActiveSeed(tx, bet.userId, { lock: true })
  await tx
    .update(fairSeeds)
    .set({ nextNonce: sql`${fairSeeds.nextNonce} + 1` })
    .where(eq(fairSeeds.id, seed.id))
  // Mines draws none here: its layout is recomputed from the seed when a tile is revealed.
  const floats =
    bet.floatCount > 0
      ? await fairFloats(
          { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nextNonce },
          bet.floatCount,
        )
      : []
  return {
    accounts,
    seedId: seed.id,
    nonce: seed.nextNonce,
    edgeBps: seed.edgesBps[bet.game] ?? settings.edgeBps,
    floats,
    maxPayout: maxPayoutPerBet,
  }
}
