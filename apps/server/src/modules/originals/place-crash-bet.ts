import { randomUUID } from 'node:crypto'
import type { BetResult, crashBetInput } from '@khela/contracts/originals'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { crashRounds, gameBets } from '../../db/schema/originals.ts'
import { AppError } from '../../lib/app-error.ts'
import { assertMayBet } from '../../lib/player-gates.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { toCrashBetView } from './crash-bet-view.ts'
import { ensureActiveSeed } from './ensure-active-seed.ts'
import { findOriginalsSettings } from './find-originals-settings.ts'
import { splitBetStake } from './split-bet-stake.ts'
import { convertMetGrant, takeBetStake } from './take-bet-stake.ts'

export type CrashBetPlacement = {
  userId: string
  idempotencyKey: string
  input: z.output<typeof crashBetInput>
  now: number
}

/**
 * A bet on the round now taking bets, in one of the player's two slots. The round row is read FOR SHARE, so the
 * leader's take-off (an UPDATE of that row) waits for this transaction and counts its stake towards the cap; once
 * it has taken off, or its betting time is over, the bet is BETTING_CLOSED. The stake's debit is the funds check.
 * A replayed Idempotency-Key returns the first answer and charges nothing.
 */
export async function placeCrashBet(
  db: Db,
  placement: CrashBetPlacement,
): Promise<{ result: BetResult; isReplay: boolean }> {
  const { userId, input } = placement
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: `originals.bet:${userId}`,
      key: placement.idempotencyKey,
      request: { game: 'crash', userId, ...input },
    },
    async (tx) => {
      const { games, maxPayoutPerBet } = await findOriginalsSettings(tx)
      if (!games.crash.isEnabled) throw new AppError('GAME_DISABLED')
      if (input.stake < games.crash.minStake)
        throw new AppError('VALIDATION_FAILED', { fields: { stake: 'AMOUNT_BELOW_MINIMUM' } })
      if (input.stake > games.crash.maxStake)
        throw new AppError('VALIDATION_FAILED', { fields: { stake: 'AMOUNT_ABOVE_MAXIMUM' } })
      const accounts = await requirePlayerAccounts(tx, userId)
      await assertMayBet(tx, {
        userId,
        game: 'crash',
        stake: input.stake,
        currency: accounts.currency,
        hasBonusFunds: accounts.hasBonusFunds,
      })
      const roundId = /^\d{1,15}$/.test(input.roundId) ? Number(input.roundId) : null
      const [round] =
        roundId === null
          ? []
          : await tx.select().from(crashRounds).where(eq(crashRounds.id, roundId)).for('share')
      if (!round) throw new AppError('NOT_FOUND', { internalDetail: `no crash round ${input.roundId}` })
      if (round.phase !== 'betting' || placement.now >= round.bettingEndsAt.getTime())
        throw new AppError('BETTING_CLOSED')
      // A round's stakes and its payout cap are in one currency.
      if (accounts.currency !== round.currency)
        throw new AppError('GAME_DISABLED', { internalDetail: `crash rounds play in ${round.currency}` })
      // A chain's round 1 gathers the chain's salt: each bet adds its player's client seed. A player without a pair
      // gets one now, so a round 1 with a bet never falls back to the salt known since the commitment.
      const clientSeed = round.roundNumber === 1 ? (await ensureActiveSeed(tx, userId)).clientSeed : null
      const bonus = await splitBetStake(tx, { userId, game: 'crash', stake: input.stake, accounts })
      const [bet] = await tx
        .insert(gameBets)
        .values({
          id: randomUUID(),
          userId,
          game: 'crash',
          currency: round.currency,
          stake: input.stake,
          edgeBps: round.edgeBps,
          // The bet's terms are those of its placing: a later change of the cap never reaches it.
          maxPayout: maxPayoutPerBet,
          roundId: round.id,
          slot: input.slot,
          autoCashout: input.autoCashout,
          clientSeed,
          details: { slot: input.slot, autoCashout: input.autoCashout },
          bonusGrantId: bonus?.grantId ?? null,
          bonusStake: bonus?.bonusStake ?? 0,
        })
        .onConflictDoNothing()
        .returning()
      if (!bet) throw new AppError('BET_SLOT_TAKEN')
      const balance = await takeBetStake(tx, {
        ...bet,
        playerCashAccountId: accounts.ids.player_cash,
        bonus,
      })
      return { bet: toCrashBetView(bet, round), balance: balance + (await convertMetGrant(tx, bonus)) }
    },
  )
  return { result: response, isReplay }
}
