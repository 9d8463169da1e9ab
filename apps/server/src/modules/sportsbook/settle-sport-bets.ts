import type { Currency } from '@khela/contracts/accounts'
import type { SettledLeg } from '@khela/contracts/sportsbook-bets'
import type { SportBetLegStatus, SportBetStatus } from '@khela/contracts/sportsbook-placement'
import { settleBet } from '@khela/contracts/sportsbook-settlement'
import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportBets, sportSelections } from '../../db/schema/sportsbook.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findPlayerCashAccounts, playerCashKey } from '../wallet/find-player-cash-accounts.ts'
import { payPlayers } from '../wallet/pay-players.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { linesOfBet } from './bet-line-plan.ts'
import { settledOdds } from './bet-odds.ts'
import { publishSportBetsChanged } from './publish-sport-bets-changed.ts'
import { runningTerms } from './running-stake.ts'
import { settleBonusSportBet } from './settle-bonus-sport-bet.ts'

export type SettlementRun = {
  /** Only the bets with a leg on this market; every completed bet without it (the sweep at start). */
  marketId?: string
  batchSize?: number
  /** Stops after this many batches (tests of a settlement cut short); runs until none is left without it. */
  maxBatches?: number
}

type Realtime = { publish(channel: string, data: unknown): Promise<void> }
type Logger = { warn(obj: object, msg: string): void }

const defaultBatchSize = 500

/**
 * Settles every open bet whose legs all have a result (enter-market-result.ts gives legs theirs), in batches of
 * one transaction each: the batch's bets locked (SKIP LOCKED, so two runs share the work instead of queueing),
 * each return computed by settleBet line by line from the legs' results at the prices taken and capped at the bet's
 * potential return (the most it could ever pay), every paid bet's transfer liability → cash under the key
 * `sport-bet:<id>:settle` in one statement (payPlayers), and every bet of the batch, lost ones included, marked
 * in one UPDATE; a bet with bonus money or a free bet settles by its bonus rules (settle-bonus-sport-bet.ts) in the
 * same transaction. The state is the database's: a run cut short leaves its unfinished bets open, found again by the
 * next run, and a bet is paid in the transaction that marks it settled, so a rerun never pays it twice. Players
 * paid hear of it after each commit. Returns how many bets this run settled.
 */
export async function settleSportBets(
  db: Db,
  services: { realtime: Realtime; log: Logger },
  run: SettlementRun = {},
): Promise<number> {
  const batchSize = run.batchSize ?? defaultBatchSize
  let settled = 0
  let after: string | undefined
  for (let batch = 0; run.maxBatches === undefined || batch < run.maxBatches; batch++) {
    const outcome = await runMoneyTransaction(db, (tx) =>
      settleBatch(tx, { marketId: run.marketId, after, batchSize }),
    )
    settled += outcome.settled
    after = outcome.cursor.after
    await publishAll(services, outcome)
    if (outcome.cursor.isLast) break
  }
  return settled
}

/** One hint per player of the batch: their bets changed, and for those paid their balance too. */
async function publishAll(
  services: { realtime: Realtime; log: Logger },
  batch: { settledUserIds: readonly string[]; paidUserIds: readonly string[] },
) {
  try {
    await Promise.all([
      ...batch.settledUserIds.map((userId) => publishSportBetsChanged(services.realtime, userId)),
      ...batch.paidUserIds.map((userId) => publishBalanceChanged(services.realtime, userId)),
    ])
  } catch (error) {
    services.log.warn({ err: error }, 'realtime hint not published')
  }
}

type Decision = {
  betId: string
  userId: string
  currency: Currency
  status: SportBetStatus
  payout: number
  /** Thousandths: what a bonus's minimum odds compare with (bet-odds.ts). */
  settledOdds: number
  /** Settled by settleBonusSportBet, which moved its money. */
  isPaidByBonusRules?: boolean
}

/**
 * The next batch of candidates after the run's cursor, in the order of the bets' ids, so no batch rescans the ones
 * before it: a market's run walks that market's legs by (market, bet), the sweep the open bets' index. Of those,
 * the bets still open with every leg resulted are locked (SKIP LOCKED: another run has the rest). Two statements,
 * each a bounded index range whatever the table's statistics say (right after a result they still count the
 * legs open, and a single join was planned as a scan of them all: 0.5 s a batch at 100,000 bets).
 */
async function lockNextBets(tx: Db, batch: { marketId?: string; after?: string; batchSize: number }) {
  const { marketId, after, batchSize } = batch
  const candidates = marketId
    ? await tx
        .select({ id: sportBetLegs.betId })
        .from(sportBetLegs)
        .where(and(eq(sportBetLegs.marketId, marketId), after ? gt(sportBetLegs.betId, after) : undefined))
        .orderBy(asc(sportBetLegs.betId))
        .limit(batchSize)
    : await tx
        .select({ id: sportBets.id })
        .from(sportBets)
        .where(and(eq(sportBets.status, 'open'), after ? gt(sportBets.id, after) : undefined))
        .orderBy(asc(sportBets.id))
        .limit(batchSize)
  const cursor = { isLast: candidates.length < batchSize, after: candidates.at(-1)?.id ?? after }
  if (candidates.length === 0) return { bets: [], cursor }
  const hasOpenLeg = tx
    .select({ one: sql`1` })
    .from(sportBetLegs)
    .where(and(eq(sportBetLegs.betId, sportBets.id), eq(sportBetLegs.status, 'open')))
  const bets = await tx
    .select({
      id: sportBets.id,
      userId: sportBets.userId,
      currency: sportBets.currency,
      type: sportBets.type,
      system: sportBets.system,
      legsPerLine: sportBets.legsPerLine,
      stake: sportBets.stake,
      stakePerLine: sportBets.stakePerLine,
      lineCount: sportBets.lineCount,
      cashedOutStake: sportBets.cashedOutStake,
      potentialReturn: sportBets.potentialReturn,
      bonusGrantId: sportBets.bonusGrantId,
      bonusStake: sportBets.bonusStake,
      isFreeBet: sportBets.isFreeBet,
    })
    .from(sportBets)
    .where(
      and(
        inArray(
          sportBets.id,
          candidates.map((candidate) => candidate.id),
        ),
        eq(sportBets.status, 'open'),
        notExists(hasOpenLeg),
      ),
    )
    .orderBy(asc(sportBets.id))
    .for('update', { skipLocked: true })
  return { bets, cursor }
}

async function settleBatch(tx: Db, batch: { marketId?: string; after?: string; batchSize: number }) {
  const { bets, cursor } = await lockNextBets(tx, batch)
  if (bets.length === 0) return { settled: 0, settledUserIds: [], paidUserIds: [], cursor }

  const legs = await tx
    .select({
      betId: sportBetLegs.betId,
      price: sportBetLegs.price,
      status: sportBetLegs.status,
      placesPaid: sportSelections.placesPaid,
      tiedCount: sportSelections.tiedCount,
    })
    .from(sportBetLegs)
    .innerJoin(sportSelections, eq(sportSelections.id, sportBetLegs.selectionId))
    .where(
      inArray(
        sportBetLegs.betId,
        bets.map((bet) => bet.id),
      ),
    )
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.position))
  const legsByBet = Map.groupBy(legs, (leg) => leg.betId)

  const decisions: Decision[] = bets.map((bet) => {
    const betLegs = legsByBet.get(bet.id) ?? []
    // Line by line (a system bet's every combination), each at the stake per line still running.
    const lines = linesOfBet(bet, betLegs.length)
    const terms = runningTerms(
      bet,
      betLegs.map((leg) => leg.price),
      lines,
    )
    const { payout } = settleBet({
      stakePerLineMinor: terms.stakePerLine,
      legs: betLegs.map((leg) => settledLegOf(bet.id, leg)),
      lines,
      maxPayoutMinor: terms.maxPayout,
    })
    const status = settledStatus(bet, betLegs, payout)
    const odds = settledOdds(lines, betLegs)
    return { betId: bet.id, userId: bet.userId, currency: bet.currency, status, payout, settledOdds: odds }
  })

  // Bets a bonus grant stands behind settle one by one (settle-bonus-sport-bet.ts); the rest are paid together.
  const betsById = new Map(bets.map((bet) => [bet.id, bet]))
  const paidByBonus: string[] = []
  for (const decision of decisions) {
    const bet = betsById.get(decision.betId)
    if (!bet?.bonusGrantId) continue
    const settled = await settleBonusSportBet(
      tx,
      { ...bet, bonusGrantId: bet.bonusGrantId, runningStake: bet.stake - bet.cashedOutStake },
      {
        ...decision,
        liabilityAccountId: await ensureOperatorAccount(tx, {
          kind: 'sportsbook_liability',
          currency: decision.currency,
        }),
      },
    )
    decision.status = settled.status
    decision.payout = settled.payout
    decision.isPaidByBonusRules = true
    if (settled.paidCash > 0) paidByBonus.push(decision.userId)
  }

  const paid = decisions.filter((decision) => decision.payout > 0 && !decision.isPaidByBonusRules)
  const cashAccounts = await findPlayerCashAccounts(tx, [...new Set(paid.map((decision) => decision.userId))])
  for (const [currency, inCurrency] of Map.groupBy(paid, (decision) => decision.currency)) {
    await payPlayers(tx, {
      debit: await ensureOperatorAccount(tx, { kind: 'sportsbook_liability', currency }),
      currency,
      kind: 'sport_bet_win',
      refType: 'sport_bet',
      payments: inCurrency.map((decision) => {
        const cash = cashAccounts.get(playerCashKey(decision.userId, decision.currency))
        if (!cash)
          throw new Error(`sport bet ${decision.betId}: player ${decision.userId} has no cash account`)
        return {
          idempotencyKey: `sport-bet:${decision.betId}:settle`,
          credit: cash,
          amount: decision.payout,
          refId: decision.betId,
        }
      }),
    })
  }

  const rows = decisions.map(
    (decision) => sql`(${decision.betId}::uuid, ${decision.status}::text, ${decision.payout}::bigint)`,
  )
  await tx.execute(sql`
    UPDATE ${sportBets} SET status = settled.status, payout = settled.payout, settled_at = now()
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS settled (id, status, payout)
    WHERE ${sportBets.id} = settled.id AND ${sportBets.status} = 'open'`)
  return {
    settled: decisions.length,
    settledUserIds: [...new Set(decisions.map((decision) => decision.userId))],
    paidUserIds: [...new Set([...paid.map((decision) => decision.userId), ...paidByBonus])],
    cursor,
  }
}

/**
 * Void only when every leg is and nothing was cashed out (the stake comes back whole, and responsible gambling
 * leaves void bets out); a bet partly cashed out whose rest is void has paid, so it counts as won.
 */
export function settledStatus(
  bet: { cashedOutStake: number },
  legs: readonly { status: SportBetLegStatus }[],
  payout: number,
): SportBetStatus {
  if (bet.cashedOutStake === 0 && legs.every((leg) => leg.status === 'void')) return 'void'
  return payout > 0 ? 'won' : 'lost'
}

/** A leg as settleBet takes it; resettle-sport-bets.ts prices corrected bets by the same rule. */
export function settledLegOf(
  betId: string,
  leg: { price: number; status: SportBetLegStatus; placesPaid: number | null; tiedCount: number | null },
): SettledLeg {
  const odds = leg.price
  switch (leg.status) {
    case 'won':
      return { odds, result: 'win' }
    case 'lost':
      return { odds, result: 'lose' }
    case 'void':
      return { odds, result: 'void' }
    case 'half_won':
      return { odds, result: 'half_win' }
    case 'half_lost':
      return { odds, result: 'half_lose' }
    case 'dead_heat':
      if (leg.placesPaid === null || leg.tiedCount === null)
        throw new Error(`sport bet ${betId}: a dead heat without its share`)
      return { odds, result: 'dead_heat', placesPaid: leg.placesPaid, tiedCount: leg.tiedCount }
    case 'open':
      throw new Error(`sport bet ${betId}: an open leg cannot settle`)
  }
}
