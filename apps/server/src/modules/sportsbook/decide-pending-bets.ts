import { betTypeOf, type SportBetRefusal } from '@khela/contracts/sportsbook-placement'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportBets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import type { PlayerAccounts } from '../wallet/find-player-accounts.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { transfer } from '../wallet/transfer.ts'
import { planBetLines, systemOfBet } from './bet-line-plan.ts'
import { checkBetLegs, type TakenLeg } from './check-bet-legs.ts'
import { findStakeFactor } from './find-stake-factor.ts'
import { lockBetLegs } from './lock-bet-legs.ts'
import { paySportBetShare } from './pay-sport-bet-share.ts'
import { publishSportBetsChanged } from './publish-sport-bets-changed.ts'
import { suspendMarketsAtLiabilityLimit, takeBetLiability } from './sport-liability.ts'

type Realtime = { publish(channel: string, data: unknown): Promise<void> }
type Logger = { warn(obj: object, msg: string): void }

/** What became of a pending bet. */
export type PendingBetDecision = {
  betId: string
  userId: string
  status: 'open' | 'refused'
  refusal: SportBetRefusal | null
}

const batchSize = 100

/**
 * Decides every in-play bet whose delay has ended (`decide_at` ≤ now), each in its own money transaction, and
 * tells its player after the commit. Run every second by whoever leads; also safe to run beside another run (a bet
 * decided by one is skipped by the other). Returns the decisions, oldest delay first.
 */
export async function decidePendingBets(
  db: Db,
  services: { realtime: Realtime; log: Logger },
  now: Date,
): Promise<PendingBetDecision[]> {
  const decided: PendingBetDecision[] = []
  for (;;) {
    const due = await db
      .select({ id: sportBets.id, userId: sportBets.userId })
      .from(sportBets)
      .where(and(eq(sportBets.status, 'pending'), lte(sportBets.decideAt, now)))
      .orderBy(asc(sportBets.decideAt))
      .limit(batchSize)
    for (const bet of due) {
      const outcome = await runMoneyTransaction(db, (tx) => decidePendingBet(tx, bet, now))
      if (!outcome) continue
      decided.push(outcome.decision)
      await suspendMarketsAtLiabilityLimit(db, outcome.marketsAtLimit)
      await tellPlayer(services, outcome.decision)
    }
    if (due.length < batchSize) return decided
  }
}

/**
 * One pending bet, in the order every money path locks: the player's cash, then the bet, then its legs' markets
 * and events FOR SHARE (lock-bet-legs.ts), so a suspension or a price change either committed before the decision
 * reads the book or waits for it. The bet is accepted only if
 * - it was decided within twice its delay (a bet older than that, left by a server that was down, is refused),
 * - every leg's market is open now and none became suspended since the bet was placed (`suspended_at`, stamped by
 *   trigger at the moment of the change), and
 * - every price still satisfies the player's odds policy (checkBetLegs: under 'higher' a better price is taken,
 *   under 'any' whatever stands), and the liability limits take it at those prices.
 * An accepted bet's legs take the prices and versions standing now, its potential return follows them, and it
 * joins the book's liability; a refused one gets its stake back from the liability account under the key
 * `sport-bet:<id>:refund`. Null when the bet is no longer pending (another run decided it).
 */
export async function decidePendingBet(
  tx: Db,
  due: { id: string; userId: string },
  now: Date,
): Promise<{ decision: PendingBetDecision; marketsAtLimit: string[] } | null> {
  const accounts = await lockPlayerAccounts(tx, due.userId)
  if (!accounts) throw new Error(`sport bet ${due.id}: its player has no wallet`)
  const [bet] = await tx.select().from(sportBets).where(eq(sportBets.id, due.id)).for('update')
  if (bet?.status !== 'pending' || !bet.decideAt) return null
  const legs = await tx
    .select()
    .from(sportBetLegs)
    .where(eq(sportBetLegs.betId, bet.id))
    .orderBy(asc(sportBetLegs.position))
  const facts = await lockBetLegs(
    tx,
    legs.map((leg) => leg.selectionId),
  )
  const refuse = (refusal: SportBetRefusal) => refuseBet(tx, bet, accounts, refusal)

  const delayMs = bet.decideAt.getTime() - bet.createdAt.getTime()
  if (now.getTime() > bet.decideAt.getTime() + delayMs) return refuse('DELAY_EXPIRED')
  const suspended = facts.some((fact) => fact.suspendedAt && fact.suspendedAt > bet.createdAt)
  if (suspended) return refuse('MARKET_SUSPENDED')
  let taken: TakenLeg[]
  try {
    taken = checkBetLegs(
      {
        type: bet.type,
        legs: legs.map((leg) => ({
          selectionId: leg.selectionId,
          price: leg.price,
          marketVersion: leg.marketVersion,
        })),
        oddsPolicy: bet.oddsPolicy,
      },
      facts,
      now,
    )
  } catch (error) {
    return refuse(refusalOf(error))
  }

  const betType = betTypeOf({ type: bet.type, system: systemOfBet(bet) })
  const prices = taken.map((leg) => leg.price)
  const stakeFactor = await findStakeFactor(tx, bet.userId)
  const returnFor = (stakePerLine: number) =>
    planBetLines(betType, taken, prices, stakePerLine, stakeFactor).potentialReturn
  const potentialReturn = returnFor(bet.stakePerLine)
  let marketsAtLimit: string[]
  try {
    // In a savepoint: a bet the limit refuses leaves no liability behind, and is refused in this transaction.
    marketsAtLimit = await tx.transaction((savepoint) =>
      takeBetLiability(savepoint, {
        legs: taken,
        stakePerLine: bet.stakePerLine,
        lineCount: bet.lineCount,
        potentialReturn,
        returnFor,
      }),
    )
  } catch (error) {
    return refuse(refusalOf(error))
  }
  const moved = taken.filter((leg, index) => {
    const placed = legs[index]
    return placed && (placed.price !== leg.price || placed.marketVersion !== leg.version)
  })
  for (const leg of moved)
    await tx
      .update(sportBetLegs)
      .set({ price: leg.price, marketVersion: leg.version })
      .where(and(eq(sportBetLegs.betId, bet.id), eq(sportBetLegs.position, leg.position)))
  await tx.update(sportBets).set({ status: 'open', potentialReturn }).where(eq(sportBets.id, bet.id))
  return {
    decision: { betId: bet.id, userId: bet.userId, status: 'open', refusal: null },
    marketsAtLimit,
  }
}

async function refuseBet(
  tx: Db,
  bet: typeof sportBets.$inferSelect,
  accounts: PlayerAccounts,
  refusal: SportBetRefusal,
): Promise<{ decision: PendingBetDecision; marketsAtLimit: string[] }> {
  const liability = await ensureOperatorAccount(tx, { kind: 'sportsbook_liability', currency: bet.currency })
  // A stake with bonus money goes back in its proportion (a free bet's to the free bet), under the same key.
  const refund = { amount: bet.stake, liabilityAccountId: liability, kind: 'sport_bet_refund' as const }
  if (bet.bonusGrantId)
    await paySportBetShare(
      tx,
      { ...bet, bonusGrantId: bet.bonusGrantId },
      { ...refund, key: `sport-bet:${bet.id}:refund` },
    )
  else
    await transfer(tx, {
      idempotencyKey: `sport-bet:${bet.id}:refund`,
      debit: liability,
      credit: accounts.ids.player_cash,
      amount: bet.stake,
      currency: bet.currency,
      kind: 'sport_bet_refund',
      ref: { type: 'sport_bet', id: bet.id },
    })
  await tx
    .update(sportBets)
    .set({ status: 'refused', refusal, settledAt: sql`now()` })
    .where(eq(sportBets.id, bet.id))
  return { decision: { betId: bet.id, userId: bet.userId, status: 'refused', refusal }, marketsAtLimit: [] }
}

/** The refusal a leg check's error stands for; anything unexpected is rethrown (the transaction retries or fails). */
function refusalOf(error: unknown): SportBetRefusal {
  if (!(error instanceof AppError)) throw error
  switch (error.code) {
    case 'MARKET_SUSPENDED':
    case 'MARKET_CLOSED':
    case 'SELECTION_UNAVAILABLE':
    case 'ODDS_CHANGED':
    case 'LIABILITY_ABOVE_LIMIT':
      return error.code
    case 'EVENT_STARTED':
      return 'MARKET_CLOSED'
    default:
      throw error
  }
}

async function tellPlayer(services: { realtime: Realtime; log: Logger }, decision: PendingBetDecision) {
  try {
    await publishSportBetsChanged(services.realtime, decision.userId)
    if (decision.status === 'refused') await publishBalanceChanged(services.realtime, decision.userId)
  } catch (error) {
    services.log.warn({ err: error }, 'realtime hint not published')
  }
}
