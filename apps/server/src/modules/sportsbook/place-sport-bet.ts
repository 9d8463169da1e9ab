import { randomUUID } from 'node:crypto'
import { betTypeOf, type PlacedSportBet, type PlaceSportBet } from '@khela/contracts/sportsbook-placement'
import type { Db } from '../../db/client.ts'
import type { sportBets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { isRefusal } from '../../lib/database-errors.ts'
import { assertMayBet } from '../../lib/player-gates.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import {
  type IdempotentRequest,
  type KeyRecord,
  runIdempotentRequest,
} from '../wallet/run-idempotent-request.ts'
import { transfer } from '../wallet/transfer.ts'
import { planBetLines, systemColumns } from './bet-line-plan.ts'
import { checkBetLegs, type TakenLeg } from './check-bet-legs.ts'
import { lockPlacement, type PlacementFacts } from './lock-placement.ts'
import { splitSportStake } from './split-sport-stake.ts'
import {
  type BetLiability,
  marketsAtLiabilityLimit,
  readLiabilityWithBet,
  refuseOverLiability,
  suspendMarketsAtLiabilityLimit,
} from './sport-liability.ts'
import { toSportBetView } from './to-sport-bet-view.ts'
import { type SportBetWrite, writeSportBet } from './write-sport-bet.ts'

/**
 * A single, an accumulator or a system bet (its stake per line on every line, bet-line-plan.ts), in one money
 * transaction: the player's cash row locked first (their bets, and
 * every product's, one at a time), the legs' markets and events locked and read (lock-bet-legs.ts), each leg
 * checked and priced under the player's odds policy, each line's stake within its tightest leg's limits times the
 * player's stake factor (STAKE_ABOVE_LIMIT with the most a line takes) and within every leg's market liability
 * limit (sport-liability.ts), the same player gates as every bet, then the whole stake (lines × stake per line)
 * to the book's liability account and the bet with its legs: from cash, with a bonus grant in play covering any
 * shortfall, or from a free bet (split-sport-stake.ts). The Idempotency-Key makes a replay answer
 * the first result and move nothing. A bet with a leg in play is `pending` for the bet delay (`inPlayDelayMs`):
 * decide-pending-bets.ts then accepts it into the liability or refuses it and returns the stake.
 *
 * Six statements once the liability account exists, whatever the number of legs: BEGIN, the plans' settings,
 * the locks and the facts every check reads (lock-placement.ts, three statements sent together), the writes
 * (write-sport-bet.ts, one), COMMIT; and two round trips on PostgreSQL, where BEGIN goes with the first statements
 * and COMMIT with the writes (db/pipelined-transactions.ts). A player with responsible-gambling limits adds the
 * gates' sums, one with bonus money the grants' locks (and the grant's part of a split stake its own transfer).
 */
export async function placeSportBet(
  db: Db,
  request: SportBetPlacement,
): Promise<{ response: PlacedSportBet; isReplay: boolean }> {
  let marketsAtLimit: string[] = []
  // Set once the bet reaches its write, whose refusal over a liability limit is answered after the rollback.
  let betLiability = null as BetLiability | null
  const placing = runIdempotentRequest(db, idempotentPlacement(request), async (tx, key) => {
    const facts = await lockPlacement(tx, placementLocks(request))
    if (!facts) throw new AppError('NOT_FOUND', { internalDetail: `user ${request.userId} has no wallet` })
    const prepared = await prepareSportBet(tx, request, facts, key)
    betLiability = prepared.liability
    const written = await writeSportBet(tx, prepared.write)
    // Committed. A pending bet joins the liability when it is accepted, at the prices it is accepted at.
    if (written.liability !== null)
      marketsAtLimit = marketsAtLiabilityLimit(prepared.write.legs, written.liability)
    return prepared.response
  })
  const placed = await placing.catch(async (error: unknown) => {
    if (!betLiability || !isRefusal(error, 'LIABILITY_ABOVE_LIMIT')) throw error
    // The write refused and rolled back: the stake still taken, from the liability as it stands without the bet
    // (all of it, when bets settled or refused since have made room).
    refuseOverLiability(betLiability, await readLiabilityWithBet(db, betLiability))
    throw new AppError('LIABILITY_ABOVE_LIMIT', { fields: { maxStake: String(betLiability.stakePerLine) } })
  })
  if (!placed.isReplay) await suspendMarketsAtLiabilityLimit(db, marketsAtLimit)
  return placed
}

export type SportBetPlacement = {
  userId: string
  idempotencyKey: string
  input: PlaceSportBet
  now: () => Date
}

/** A bet checked, priced and its stake's sources found, ready for its write (write-sport-bet.ts). */
export type PreparedSportBet = {
  write: SportBetWrite & { legs: readonly TakenLeg[] }
  response: PlacedSportBet
  /** The bet as its liability check sees it. */
  liability: BetLiability
}

/** The placement's idempotency: the player's scope, and the slip as it hashes (selection ids in one case). */
export function idempotentPlacement(request: SportBetPlacement): IdempotentRequest {
  const { userId, idempotencyKey, input } = request
  return {
    scope: `sportsbook.bet:${userId}`,
    key: idempotencyKey,
    request: { userId, ...input, legs: input.legs.map(normalisedLeg) },
  }
}

/** What lockPlacement locks and reads for the bet. */
export function placementLocks(request: SportBetPlacement) {
  return {
    userId: request.userId,
    selectionIds: request.input.legs.map((leg) => leg.selectionId.toLowerCase()),
  }
}

/**
 * Everything the bet decides once its facts are read (lockPlacement), up to its write: each leg checked and priced,
 * the lines' stakes within their limits, the player gates, the stake's sources, the bet's row and its answer. For
 * most bets this runs no statement (the gates decide on the facts, a player without bonus money has no grant to
 * lock); one with bonus money moves a grant's part of the stake here.
 */
export async function prepareSportBet(
  tx: Db,
  request: SportBetPlacement,
  facts: PlacementFacts,
  key: KeyRecord,
): Promise<PreparedSportBet> {
  const { userId, idempotencyKey, input } = request
  const { accounts } = facts
  // One moment for the whole bet: its checks, its delay's end and the wait its answer reports.
  const now = request.now()
  const legs = checkBetLegs(input, facts.legs, now)
  const prices = legs.map((leg) => leg.price)
  const { stakeFactor } = facts
  const betType = betTypeOf(input)
  const plan = planBetLines(betType, legs, prices, input.stake, stakeFactor)
  if (plan.stakePerLine > plan.maxStakePerLine)
    throw new AppError('STAKE_ABOVE_LIMIT', { fields: { maxStake: String(plan.maxStakePerLine) } })
  const { currency } = accounts
  await assertMayBet(tx, { userId, game: 'sportsbook', stake: plan.totalStake, currency }, facts.gateFacts)
  const source = await splitSportStake(tx, {
    userId,
    currency,
    betType,
    totalStake: plan.totalStake,
    prices,
    accounts,
    freeBetGrantId: input.freeBetGrantId,
  })
  const liabilityAccountId =
    facts.liabilityAccountId ?? (await ensureOperatorAccount(tx, { kind: 'sportsbook_liability', currency }))
  const delayMs = inPlayDelayMs(legs)
  const system = systemColumns(input.system)
  const bet: typeof sportBets.$inferSelect = {
    id: randomUUID(),
    userId,
    currency,
    type: input.type,
    system: system.system ?? null,
    legsPerLine: system.legsPerLine ?? null,
    stake: plan.totalStake,
    stakePerLine: plan.stakePerLine,
    lineCount: plan.lines.length,
    potentialReturn: plan.potentialReturn,
    payout: 0,
    status: delayMs > 0 ? 'pending' : 'open',
    decideAt: delayMs > 0 ? new Date(now.getTime() + delayMs) : null,
    refusal: null,
    cashedOutStake: 0,
    cashedOutAmount: 0,
    autoCashOutAt: null,
    bonusGrantId: source.bonusGrantId,
    bonusStake: source.bonusStake,
    isFreeBet: source.isFreeBet,
    // A pending free bet is accepted only at prices no lower than those checked against its minimum odds.
    oddsPolicy: source.isFreeBet && input.oddsPolicy === 'any' ? 'higher' : input.oddsPolicy,
    idempotencyKey,
    stakeTransferId: randomUUID(),
    // The row's default, now(): the transaction's timestamp.
    createdAt: facts.now,
    settledAt: null,
  }
  const view = toSportBetView(
    bet,
    legs.map((leg) => ({ ...leg, marketVersion: leg.version, status: 'open' as const })),
    now,
  )
  const response = { bet: view, balance: source.cashAfter }
  if (source.grantPart)
    await transfer(tx, {
      idempotencyKey: `sport-bet:${bet.id}:stake-bonus`,
      debit: source.grantPart.accountId,
      credit: liabilityAccountId,
      amount: source.grantPart.amount,
      currency,
      kind: 'sport_bet_stake',
      ref: { type: 'sport_bet', id: bet.id },
      metadata: { grantId: source.bonusGrantId },
      isKeyNew: true,
    })
  return {
    write: { bet, currency, debit: source.debit, liabilityAccountId, legs, key, response },
    response,
    liability: {
      legs,
      stakePerLine: plan.stakePerLine,
      lineCount: plan.lines.length,
      potentialReturn: plan.potentialReturn,
      returnFor: (stakePerLine: number) =>
        planBetLines(betType, legs, prices, stakePerLine, stakeFactor).potentialReturn,
    },
  }
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
