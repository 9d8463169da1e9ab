import type { Currency } from '@khela/contracts/accounts'
import type { SportBetStatus } from '@khela/contracts/sportsbook-placement'
import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'
import { sportBetResettlements, sportResultCorrections } from '../../db/schema/sportsbook-corrections.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findPlayerCashAccounts, playerCashKey } from '../wallet/find-player-cash-accounts.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { transfer } from '../wallet/transfer.ts'
import { cashShareOfPayout, recordedOutcome } from './bonus-resettlement.ts'
import { hasLegOnMarket, resettledStatuses } from './measure-correction.ts'
import { findResultedLegs, pricedBetColumns, priceSettledBet } from './price-settled-bet.ts'

export type ResettlementRun = {
  /** Only this correction; every correction still `applying` without it (the leader's sweep). */
  correctionId?: string
  batchSize?: number
  /** Stops after this many batches per correction (tests of a resettlement cut short). */
  maxBatches?: number
}

type Realtime = { publish(channel: string, data: unknown): Promise<void> }
type Logger = { warn(obj: object, msg: string): void }

const defaultBatchSize = 500

/**
 * Re-pays the settled bets of markets whose corrected results are written (`applying`), in batches of one
 * transaction each, like settlement: the batch's bets locked SKIP LOCKED (runs share the work), each priced again
 * by the settlement rule, and for each whose payout changes two NEW transfers, never an edit of the old ones:
 * the new payout liability → cash (`sport_bet_resettle`, key `sport-bet:<id>:resettle:<correction>`), then the
 * payout it had cash → liability (`sport_bet_win_reversal`, `…:reverse:<correction>`), paid first so a player who
 * still holds the old win never runs short. A player who spent it gives back what their cash holds; the rest is
 * recorded as `unrecovered` on the bet's resettlement row, for staff. That row carries what is still owed: a
 * later correction's new payout is first set against what earlier ones could not take back (only the rest is
 * paid), so a bet is never paid twice for one win; the newest row of a bet says what it owes. Every bet of the
 * batch gets its row and its new status and payout in that transaction, so a rerun skips it: a run cut short is
 * finished by the next (the leader's sweep runs this after settlement). A correction is `applied` once no settled
 * bet of its market is left without a row. Returns how many bets this run re-priced.
 */
export async function resettleSportBets(
  db: Db,
  services: { realtime: Realtime; log: Logger },
  run: ResettlementRun = {},
): Promise<number> {
  const batchSize = run.batchSize ?? defaultBatchSize
  const corrections = await db
    .select({ id: sportResultCorrections.id, marketId: sportResultCorrections.marketId })
    .from(sportResultCorrections)
    .where(
      and(
        eq(sportResultCorrections.status, 'applying'),
        run.correctionId ? eq(sportResultCorrections.id, run.correctionId) : undefined,
      ),
    )
    .orderBy(asc(sportResultCorrections.createdAt))
  let resettled = 0
  for (const correction of corrections) {
    let isCutShort = false
    for (let batch = 0; ; batch++) {
      if (run.maxBatches !== undefined && batch >= run.maxBatches) {
        isCutShort = true
        break
      }
      const outcome = await runMoneyTransaction(db, (tx) => resettleBatch(tx, correction, batchSize))
      resettled += outcome.resettled
      await publishAll(services, outcome.paidUserIds)
      // A full batch of bets another run had finished is no sign the work is done.
      if (outcome.locked < batchSize) break
    }
    if (!isCutShort) await markApplied(db, correction)
  }
  return resettled
}

/** Bets of the market settled and not yet re-priced under this correction. */
const remainingBets = (db: Db, correction: { id: string; marketId: string }) =>
  and(
    inArray(sportBets.status, [...resettledStatuses]),
    hasLegOnMarket(db, correction.marketId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(sportBetResettlements)
        .where(
          and(
            eq(sportBetResettlements.correctionId, correction.id),
            eq(sportBetResettlements.betId, sportBets.id),
          ),
        ),
    ),
  )

/** `applied` only when nothing is left: bets another run holds locked are still to come, and that run marks it. */
async function markApplied(db: Db, correction: { id: string; marketId: string }) {
  await db
    .update(sportResultCorrections)
    .set({ status: 'applied', appliedAt: sql`now()` })
    .where(
      and(
        eq(sportResultCorrections.id, correction.id),
        eq(sportResultCorrections.status, 'applying'),
        notExists(db.select({ one: sql`1` }).from(sportBets).where(remainingBets(db, correction))),
      ),
    )
}

async function publishAll(services: { realtime: Realtime; log: Logger }, userIds: readonly string[]) {
  try {
    await Promise.all(userIds.map((userId) => publishBalanceChanged(services.realtime, userId)))
  } catch (error) {
    services.log.warn({ err: error }, 'realtime hint not published')
  }
}

type Repricing = {
  betId: string
  userId: string
  currency: Currency
  previousPayout: number
  status: SportBetStatus
  payout: number
  /** The parts of the old and new payouts that are the player's cash (bonus-resettlement.ts): what moves. */
  previousCash: number
  cash: number
  /** What earlier corrections could not take back from this bet, from its newest resettlement row. */
  owed: number
  unrecovered: number
}

async function resettleBatch(tx: Db, correction: { id: string; marketId: string }, batchSize: number) {
  const locked = await tx
    .select({
      ...pricedBetColumns,
      userId: sportBets.userId,
      currency: sportBets.currency,
      payout: sportBets.payout,
      status: sportBets.status,
      bonusGrantId: sportBets.bonusGrantId,
      bonusStake: sportBets.bonusStake,
      isFreeBet: sportBets.isFreeBet,
    })
    .from(sportBets)
    .where(remainingBets(tx, correction))
    .orderBy(asc(sportBets.id))
    .limit(batchSize)
    .for('update', { skipLocked: true })
  if (locked.length === 0) return { resettled: 0, paidUserIds: [], locked: 0 }
  // A run that re-paid one of these and committed after this statement's snapshot was taken: the lock now held
  // is granted on the bet's newest version, but the NOT EXISTS above still saw no row. A fresh read sees it.
  const done = await tx
    .select({ betId: sportBetResettlements.betId })
    .from(sportBetResettlements)
    .where(
      and(
        eq(sportBetResettlements.correctionId, correction.id),
        inArray(
          sportBetResettlements.betId,
          locked.map((bet) => bet.id),
        ),
      ),
    )
  const isDone = new Set(done.map((row) => row.betId))
  const bets = locked.filter((bet) => !isDone.has(bet.id))
  if (bets.length === 0) return { resettled: 0, paidUserIds: [], locked: locked.length }

  const owedRows = await tx
    .selectDistinctOn([sportBetResettlements.betId], {
      betId: sportBetResettlements.betId,
      unrecovered: sportBetResettlements.unrecovered,
    })
    .from(sportBetResettlements)
    .where(
      inArray(
        sportBetResettlements.betId,
        bets.map((bet) => bet.id),
      ),
    )
    .orderBy(sportBetResettlements.betId, desc(sportBetResettlements.createdAt))
  const owedByBet = new Map(owedRows.map((row) => [row.betId, row.unrecovered]))
  const legsByBet = await findResultedLegs(
    tx,
    bets.map((bet) => bet.id),
  )
  const repricings: Repricing[] = bets.map((bet) => {
    const priced = recordedOutcome(bet, priceSettledBet(bet, legsByBet.get(bet.id) ?? []))
    const owed = owedByBet.get(bet.id) ?? 0
    return {
      betId: bet.id,
      userId: bet.userId,
      currency: bet.currency,
      previousPayout: bet.payout,
      status: priced.status,
      payout: priced.payout,
      previousCash: cashShareOfPayout(bet, bet),
      cash: cashShareOfPayout(bet, priced),
      owed,
      unrecovered: owed,
    }
  })
  const changed = repricings.filter((repricing) => repricing.cash !== repricing.previousCash)
  const cashAccounts = await findPlayerCashAccounts(tx, [...new Set(changed.map((entry) => entry.userId))])
  const cashOf = (entry: Repricing) => {
    const cash = cashAccounts.get(playerCashKey(entry.userId, entry.currency))
    if (!cash) throw new Error(`sport bet ${entry.betId}: player ${entry.userId} has no cash account`)
    return cash
  }
  // Players' cash rows locked in the order of their ids, as settlement credits them, so no two paths deadlock;
  // the locked balance says how much of a reversal the player still holds.
  const ordered = changed.toSorted((a, b) => (cashOf(a) < cashOf(b) ? -1 : cashOf(a) > cashOf(b) ? 1 : 0))
  const balances = new Map<string, number>()
  for (const entry of ordered) {
    const cash = cashOf(entry)
    if (balances.has(cash)) continue
    const accounts = await lockPlayerAccounts(tx, entry.userId)
    balances.set(cash, accounts?.balances.player_cash ?? 0)
  }
  const liabilities = new Map<Currency, string>()
  const liabilityOf = async (currency: Currency) => {
    const known = liabilities.get(currency)
    if (known) return known
    const id = await ensureOperatorAccount(tx, { kind: 'sportsbook_liability', currency })
    liabilities.set(currency, id)
    return id
  }
  for (const entry of ordered) {
    const cash = cashOf(entry)
    const liability = await liabilityOf(entry.currency)
    const ref = { type: 'sport_bet', id: entry.betId }
    const metadata = { correctionId: correction.id }
    let balance = balances.get(cash) ?? 0
    // The player already holds what an earlier correction could not take back: it counts towards the new payout.
    const netted = Math.min(entry.cash, entry.owed)
    const paid = entry.cash - netted
    if (paid > 0) {
      await transfer(tx, {
        idempotencyKey: `sport-bet:${entry.betId}:resettle:${correction.id}`,
        debit: liability,
        credit: cash,
        amount: paid,
        currency: entry.currency,
        kind: 'sport_bet_resettle',
        ref,
        metadata,
      })
      balance += paid
    }
    const reversal = Math.min(entry.previousCash, balance)
    if (reversal > 0) {
      await transfer(tx, {
        idempotencyKey: `sport-bet:${entry.betId}:reverse:${correction.id}`,
        debit: cash,
        credit: liability,
        amount: reversal,
        currency: entry.currency,
        kind: 'sport_bet_win_reversal',
        ref,
        metadata,
      })
      balance -= reversal
    }
    entry.unrecovered = entry.owed - netted + entry.previousCash - reversal
    balances.set(cash, balance)
  }

  await tx.insert(sportBetResettlements).values(
    repricings.map((entry) => ({
      correctionId: correction.id,
      betId: entry.betId,
      currency: entry.currency,
      previousPayout: entry.previousPayout,
      payout: entry.payout,
      unrecovered: entry.unrecovered,
      // Taken once the bet is locked, so a bet's newest row is the one written last.
      createdAt: sql`clock_timestamp()`,
    })),
  )
  const rows = repricings.map(
    (entry) => sql`(${entry.betId}::uuid, ${entry.status}::text, ${entry.payout}::bigint)`,
  )
  await tx.execute(sql`
    UPDATE ${sportBets} SET status = priced.status, payout = priced.payout
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS priced (id, status, payout)
    WHERE ${sportBets.id} = priced.id`)
  return {
    resettled: repricings.length,
    paidUserIds: [...new Set(changed.map((entry) => entry.userId))],
    locked: locked.length,
  }
}
