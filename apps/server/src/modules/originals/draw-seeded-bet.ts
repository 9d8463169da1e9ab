import { fairFloats } from '@khela/contracts/fairness'
import type { SeededGame } from '@khela/contracts/originals'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fairSeeds } from '../../db/schema/originals.ts'
import { AppError } from '../../lib/app-error.ts'
import { nodeHmacSha256 } from '../../lib/node-hmac.ts'
import { assertMayBet } from '../../lib/player-gates.ts'
import { type BetAccounts, requireBetAccounts } from '../wallet/require-bet-accounts.ts'
import type { IdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { ensureActiveSeed } from './ensure-active-seed.ts'
import { findOriginalsSettings } from './find-originals-settings.ts'

export type SeededDraw = {
  accounts: BetAccounts
  seedId: string
  nonce: number
  edgeBps: number
  floats: number[]
  /** The published most one bet pays (minor units), at this moment: kept on the bet as its own cap. */
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
  const accounts = await requireBetAccounts(tx, bet.userId)
  await assertMayBet(tx, {
    userId: bet.userId,
    game: bet.game,
    stake: bet.stake,
    currency: accounts.currency,
    hasBonusFunds: accounts.hasBonusFunds,
  })
  const seed = await takeNextNonce(tx, bet.userId)
  // Mines draws none here: its layout is recomputed from the seed when a tile is revealed.
  const floats =
    bet.floatCount > 0
      ? await fairFloats(
          { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce },
          bet.floatCount,
          nodeHmacSha256,
        )
      : []
  return {
    accounts,
    seedId: seed.id,
    nonce: seed.nonce,
    edgeBps: seed.edgesBps[bet.game] ?? settings.edgeBps,
    floats,
    maxPayout: maxPayoutPerBet,
  }
}

/**
 * Raises the active seed pair's nonce in one statement, which also locks the pair until the transaction ends (bets
 * on it take their nonces one at a time; a rotation waits for the bet in progress), and answers the pair with the
 * nonce this bet takes. The pair is made on the player's first bet.
 */
async function takeNextNonce(tx: Db, userId: string) {
  const raise = () =>
    tx
      .update(fairSeeds)
      .set({ nextNonce: sql`${fairSeeds.nextNonce} + 1` })
      .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)))
      .returning()
  let [seed] = await raise()
  if (!seed) {
    await ensureActiveSeed(tx, userId)
    ;[seed] = await raise()
  }
  if (!seed) throw new Error(`user ${userId}: no active seed pair after creating one`)
  return { ...seed, nonce: seed.nextNonce - 1 }
}
