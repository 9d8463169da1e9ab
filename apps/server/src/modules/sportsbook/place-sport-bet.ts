import { randomUUID } from 'node:crypto'
import { betTypeOf, type PlacedSportBet, type PlaceSportBet } from '@khela/contracts/sportsbook-placement'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportBets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { assertMayBet } from '../../lib/player-gates.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { transfer } from '../wallet/transfer.ts'
import { planBetLines, systemColumns } from './bet-line-plan.ts'
import { checkBetLegs, type TakenLeg } from './check-bet-legs.ts'
import { findStakeFactor } from './find-stake-factor.ts'
import { lockBetLegs } from './lock-bet-legs.ts'
import { suspendMarketsAtLiabilityLimit, takeBetLiability } from './sport-liability.ts'
import { toSportBetView } from './to-sport-bet-view.ts'

/**
 * A single, an accumulator or a system bet (its stake per line on every line, bet-line-plan.ts), in one money
 * transaction: the player's cash row locked first (their bets, and
 * every product's, one at a time), the legs' markets and events locked and read (lock-bet-legs.ts), each leg
 * checked and priced under the player's odds policy, each line's stake within its tightest leg's limits times the
 * player's stake factor (STAKE_ABOVE_LIMIT with the most a line takes) and within every leg's market liability
 * limit (sport-liability.ts), the same player gates as every bet, then the whole stake (lines × stake per line)
 * from cash to the book's liability account and the bet with its legs. The Idempotency-Key makes a replay answer
 * the first result and move nothing. A bet with a leg in play is `pending` for the bet delay (`inPlayDelayMs`):
 * decide-pending-bets.ts then accepts it into the liability or refuses it and returns the stake.
 */
export async function placeSportBet(
  db: Db,
  request: { userId: string; idempotencyKey: string; input: PlaceSportBet; now: () => Date },
): Promise<{ response: PlacedSportBet; isReplay: boolean }> {
  const { userId, idempotencyKey, input } = request
  const idempotency = {
    scope: `sportsbook.bet:${userId}`,
    key: idempotencyKey,
    request: { userId, ...input, legs: input.legs.map(normalisedLeg) },
  }
  let marketsAtLimit: string[] = []
  const placed = await runIdempotentRequest(db, idempotency, async (tx) => {
    const accounts = await lockPlayerAccounts(tx, userId)
    if (!accounts) throw new AppError('NOT_FOUND', { internalDetail: `user ${userId} has no wallet` })
    const facts = await lockBetLegs(
      tx,
      input.legs.map((leg) => leg.selectionId.toLowerCase()),
    )
    const legs = checkBetLegs(input, facts, request.now())
    const prices = legs.map((leg) => leg.price)
    const stakeFactor = await findStakeFactor(tx, userId)
    const betType = betTypeOf(input)
    const plan = planBetLines(betType, legs, prices, input.stake, stakeFactor)
    if (plan.stakePerLine > plan.maxStakePerLine)
      throw new AppError('STAKE_ABOVE_LIMIT', { fields: { maxStake: String(plan.maxStakePerLine) } })
    const { currency } = accounts
    await assertMayBet(tx, { userId, game: 'sportsbook', stake: plan.totalStake, currency })
    const liability = await ensureOperatorAccount(tx, { kind: 'sportsbook_liability', currency })
    const betId = randomUUID()
    const delayMs = inPlayDelayMs(legs)
    const moved = await transfer(tx, {
      idempotencyKey: `sport-bet:${betId}:stake`,
      debit: accounts.ids.player_cash,
      credit: liability,
      amount: plan.totalStake,
      currency,
      kind: 'sport_bet_stake',
      ref: { type: 'sport_bet', id: betId },
      isKeyNew: true,
    })
    if (moved.debitBalanceAfter === null) throw new Error(`sport bet ${betId}: cash is not a player account`)
    const [bet] = await tx
      .insert(sportBets)
      .values({
        id: betId,
        userId,
        currency,
        type: input.type,
        ...systemColumns(input.system),
        stake: plan.totalStake,
        stakePerLine: plan.stakePerLine,
        lineCount: plan.lines.length,
        potentialReturn: plan.potentialReturn,
        oddsPolicy: input.oddsPolicy,
        ...(delayMs > 0
          ? { status: 'pending' as const, decideAt: new Date(request.now().getTime() + delayMs) }
          : {}),
        idempotencyKey,
        stakeTransferId: moved.id,
      })
      .returning()
    if (!bet) throw new Error('sport bet insert returned no row')
    await tx.insert(sportBetLegs).values(
      legs.map((leg) => ({
        betId,
        position: leg.position,
        selectionId: leg.selectionId,
        marketId: leg.marketId,
        eventId: leg.eventId,
        price: leg.price,
        marketVersion: leg.version,
      })),
    )
    // A pending bet joins the liability when it is accepted, at the prices it is accepted at.
    if (delayMs === 0)
      marketsAtLimit = await takeBetLiability(tx, {
        legs,
        stakePerLine: plan.stakePerLine,
        lineCount: plan.lines.length,
        potentialReturn: plan.potentialReturn,
        returnFor: (stakePerLine) =>
          planBetLines(betType, legs, prices, stakePerLine, stakeFactor).potentialReturn,
      })
    const view = toSportBetView(
      bet,
      legs.map((leg) => ({ ...leg, marketVersion: leg.version, status: 'open' as const })),
    )
    return { bet: view, balance: moved.debitBalanceAfter }
  })
  if (!placed.isReplay) await suspendMarketsAtLiabilityLimit(db, marketsAtLimit)
  return placed
}

/**
 * How long the bet waits before it is accepted: the longest delay of its legs on events in play (their
 * competition's, else their sport's); 0 for a bet on no live event, accepted at once.
 */
export function inPlayDelayMs(legs: readonly Pick<TakenLeg, 'eventStatus' | 'betDelayMs'>[]): number {
  return Math.max(0, ...legs.filter((leg) => leg.eventStatus === 'live').map((leg) => leg.betDelayMs))
}

/** Selection ids compare as UUIDs, whatever their case: the same slip hashes the same under its key. */
function normalisedLeg(leg: PlaceSportBet['legs'][number]) {
  return { ...leg, selectionId: leg.selectionId.toLowerCase() }
}
