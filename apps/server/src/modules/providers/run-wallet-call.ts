import { betRefusals } from '@khela/contracts/errors'
import type {
  BalanceCall,
  BetCall,
  BetWinCall,
  RollbackCall,
  WalletAnswer,
  WinCall,
} from '@khela/contracts/provider-wallet'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import {
  type ProviderTransactionKind,
  type ProviderTransactionState,
  providerRounds,
  providerTransactions,
} from '../../db/schema/providers.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { assertMayBet } from '../../lib/player-gates.ts'
import { isProviderGameActive } from '../catalog/find-wallet-provider.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findPlayerAccounts, type PlayerAccounts } from '../wallet/find-player-accounts.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { hashOf } from '../wallet/run-idempotent-request.ts'
import { retryingConflicts } from '../wallet/run-money-transaction.ts'
import { transfer } from '../wallet/transfer.ts'
import { findLaunchSession } from './launch-sessions.ts'

export type WalletCallOf =
  | { call: 'balance'; body: BalanceCall }
  | { call: 'bet'; body: BetCall }
  | { call: 'win'; body: WinCall }
  | { call: 'rollback'; body: RollbackCall }
  | { call: 'bet-win'; body: BetWinCall }

/** The answer as sent, and whether it moved money (the player's balance then changed). */
export type WalletCallResult = { body: string; hasMoved: boolean; userId: string }

type Round = typeof providerRounds.$inferSelect
type Stored = typeof providerTransactions.$inferSelect

/**
 * One call of the providers' wallet API, for provider `providerCode` (whose signature is already checked). A
 * transaction call runs in one database transaction under the player's cash-account lock: the replay check, the
 * responsible-gambling and other player gates (bets only), the ledger transfer between the player's cash and the
 * provider's clearing account, the round's sums and the transaction's record with its answer as sent. A replay of
 * the same transaction id and body answers that record byte for byte and moves nothing.
 */
export async function runWalletCall(
  db: Db,
  providerCode: string,
  request: WalletCallOf,
  now: Date,
): Promise<WalletCallResult> {
  const { body } = request
  const session = await findLaunchSession(db, body.token)
  if (
    !session ||
    session.providerCode !== providerCode ||
    session.userId !== body.player ||
    session.gameCode !== body.game
  )
    throw new AppError('INVALID_TOKEN')
  // A round that has begun may always finish: only balance and bets need a live token.
  const needsLiveToken = request.call === 'balance' || request.call === 'bet' || request.call === 'bet-win'
  if (needsLiveToken && session.expiresAt <= now) throw new AppError('TOKEN_EXPIRED')
  if (body.currency !== session.currency) throw new AppError('WRONG_CURRENCY')

  if (request.call === 'balance') {
    const accounts = await requireWallet(db, body.player, body.currency)
    await assertNotBlocked(db, body.player)
    const answer = walletAnswer(accounts.balances.player_cash, body.currency, null, null)
    return { body: answer, hasMoved: false, userId: body.player }
  }

  const requestHash = hashOf({ call: request.call, ...request.body })
  const transactionRef = request.body.transaction
  const run = () =>
    retryingConflicts(() =>
      db.transaction(async (tx) => {
        const accounts = await lockWallet(tx, body.player, body.currency)
        const stored = await findTransaction(tx, providerCode, transactionRef)
        if (stored) return replayOf(stored, requestHash, body.player)
        const call = { tx, providerCode, accounts, requestHash }
        switch (request.call) {
          case 'bet':
            return placeBet(call, request.body)
          case 'win':
            return payWin(call, request.body)
          case 'rollback':
            return rollBack(call, request.body)
          case 'bet-win':
            return placeBetAndWin(call, request.body)
        }
      }),
    )
  try {
    return await run()
  } catch (error) {
    // The same id sent for another player at the same instant: both locks were taken, one insert lost.
    if (!isUniqueViolation(error, 'provider_transactions_ref_unique')) throw error
    return run()
  }
}

type CallContext = { tx: Db; providerCode: string; accounts: PlayerAccounts; requestHash: string }

function replayOf(stored: Stored, requestHash: string, player: string): WalletCallResult {
  if (stored.requestHash !== requestHash || stored.userId !== player)
    throw new AppError('DUPLICATE_TRANSACTION')
  return { body: stored.response, hasMoved: false, userId: stored.userId }
}

async function placeBet(context: CallContext, call: BetCall): Promise<WalletCallResult> {
  const { tx, providerCode, accounts } = context
  // A rollback that came first: the bet is answered with the rollback's result and never debits, even when that
  // rollback closed the round.
  const tombstone = await findTombstone(tx, providerCode, call.transaction)
  const round = await openRound(context, call, { mayBeClosed: tombstone !== null })
  if (tombstone) {
    const answer = walletAnswer(accounts.balances.player_cash, call.currency, null, call.transaction)
    await record(context, { call, round, kind: 'bet', state: 'rolled_back', amount: call.amount, answer })
    return { body: answer, hasMoved: false, userId: call.player }
  }
  await assertMayBetHere(context, call, call.amount)
  const moved = await move(context, 'provider_bet', { call, round, amount: call.amount })
  await tx
    .update(providerRounds)
    .set({ staked: sql`${providerRounds.staked} + ${call.amount}`, ...closing(call.roundClosed) })
    .where(eq(providerRounds.id, round.id))
  const answer = walletAnswer(moved.balance, call.currency, moved.transferId, call.transaction)
  await record(context, { call, round, kind: 'bet', state: 'done', amount: call.amount, answer, ...moved })
  return { body: answer, hasMoved: true, userId: call.player }
}

async function payWin(context: CallContext, call: WinCall): Promise<WalletCallResult> {
  const { tx, providerCode, accounts } = context
  const round = await findRound(tx, providerCode, call.round, call.player)
  if (!round) throw new AppError('TRANSACTION_NOT_FOUND', { fields: { round: 'UNKNOWN' } })
  if (round.status === 'closed') throw new AppError('ROUND_CLOSED')
  const bet = await findTransaction(tx, providerCode, call.reference)
  if (bet?.kind !== 'bet' || bet.roundId !== round.id) throw new AppError('TRANSACTION_NOT_FOUND')
  if (bet.state === 'rolled_back') throw new AppError('TRANSACTION_ROLLED_BACK')
  const moved =
    call.amount > 0
      ? await move(context, 'provider_win', { call, round, amount: call.amount })
      : { balance: accounts.balances.player_cash, transferId: null }
  await tx
    .update(providerRounds)
    .set({ won: sql`${providerRounds.won} + ${call.amount}`, ...closing(call.roundClosed) })
    .where(eq(providerRounds.id, round.id))
  const answer = walletAnswer(moved.balance, call.currency, moved.transferId, call.transaction)
  await record(context, { call, round, kind: 'win', state: 'done', amount: call.amount, answer, ...moved })
  return { body: answer, hasMoved: moved.transferId !== null, userId: call.player }
}

async function placeBetAndWin(context: CallContext, call: BetWinCall): Promise<WalletCallResult> {
  const { tx, providerCode } = context
  const tombstone = await findTombstone(tx, providerCode, call.transaction)
  const round = await openRound(context, call, { mayBeClosed: tombstone !== null })
  const roundCall = { ...call, roundClosed: call.roundClosed }
  if (tombstone) {
    const answer = walletAnswer(context.accounts.balances.player_cash, call.currency, null, call.transaction)
    await record(context, {
      call: roundCall,
      round,
      kind: 'bet',
      state: 'rolled_back',
      amount: call.bet,
      answer,
    })
    return { body: answer, hasMoved: false, userId: call.player }
  }
  await assertMayBetHere(context, call, call.bet)
  const staked = await move(context, 'provider_bet', { call, round, amount: call.bet })
  const won =
    call.win > 0
      ? await move(context, 'provider_win', { call, round, amount: call.win, key: `${call.transaction}/win` })
      : null
  await tx
    .update(providerRounds)
    .set({
      staked: sql`${providerRounds.staked} + ${call.bet}`,
      won: sql`${providerRounds.won} + ${call.win}`,
      ...closing(call.roundClosed),
    })
    .where(eq(providerRounds.id, round.id))
  const answer = walletAnswer(
    won?.balance ?? staked.balance,
    call.currency,
    staked.transferId,
    call.transaction,
  )
  await record(context, { call, round, kind: 'bet', state: 'done', amount: call.bet, answer, ...staked })
  if (won)
    await record(context, {
      call: { ...call, transaction: `${call.transaction}/win`, reference: call.transaction },
      round,
      kind: 'win',
      state: 'done',
      amount: call.win,
      answer,
      ...won,
    })
  return { body: answer, hasMoved: true, userId: call.player }
}

/**
 * Undoes a bet (its stake returns, and any win paid on it is taken back) or a win. A rollback naming a transaction
 * not seen yet is kept as a tombstone: answered OK, nothing moved, and that transaction never moves money when it
 * comes. Rolling back what is already rolled back moves nothing.
 */
async function rollBack(context: CallContext, call: RollbackCall): Promise<WalletCallResult> {
  const { tx, providerCode, accounts } = context
  const round = await openRound(context, call, { mayBeClosed: true })
  const target = await findTransaction(tx, providerCode, call.reference)
  if (target && (target.userId !== call.player || target.kind === 'rollback'))
    throw new AppError('TRANSACTION_NOT_FOUND')
  let balance = accounts.balances.player_cash
  let transferId: string | null = null
  let amount = 0
  if (target?.state === 'done') {
    const undone =
      target.kind === 'bet' ? [target, ...(await findWinsOn(tx, providerCode, target))] : [target]
    for (const transaction of undone) {
      await tx
        .update(providerTransactions)
        .set({ state: 'rolled_back' })
        .where(eq(providerTransactions.id, transaction.id))
      if (transaction.amount === 0) continue
      const isBet = transaction.kind === 'bet'
      const moved = await move(context, isBet ? 'provider_refund' : 'provider_win_reversal', {
        call,
        round,
        amount: transaction.amount,
        key: `${call.transaction}/${transaction.transactionRef}`,
      })
      balance = moved.balance
      transferId ??= moved.transferId
      amount += isBet ? transaction.amount : -transaction.amount
      await tx
        .update(providerRounds)
        .set(
          isBet
            ? { refunded: sql`${providerRounds.refunded} + ${transaction.amount}` }
            : { won: sql`${providerRounds.won} - ${transaction.amount}` },
        )
        .where(eq(providerRounds.id, round.id))
    }
  }
  if (call.roundClosed && round.status === 'open')
    await tx.update(providerRounds).set(closing(true)).where(eq(providerRounds.id, round.id))
  const answer = walletAnswer(balance, call.currency, transferId, call.transaction)
  await record(context, {
    call,
    round,
    kind: 'rollback',
    state: target ? 'done' : 'tombstone',
    amount: Math.abs(amount),
    answer,
    transferId,
  })
  return { body: answer, hasMoved: transferId !== null, userId: call.player }
}

function walletAnswer(
  balance: number,
  currency: WalletAnswer['currency'],
  transfer: string | null,
  transaction: string | null,
): string {
  return JSON.stringify({ status: 'OK', balance, currency, transfer, transaction } satisfies WalletAnswer)
}

const closing = (roundClosed: boolean) =>
  roundClosed ? { status: 'closed' as const, closedAt: sql`clock_timestamp()` } : {}

async function requireWallet(db: Db, userId: string, currency: string): Promise<PlayerAccounts> {
  const accounts = await findPlayerAccounts(db, userId)
  if (!accounts) throw new AppError('INVALID_TOKEN', { internalDetail: `user ${userId} has no wallet` })
  if (accounts.currency !== currency) throw new AppError('WRONG_CURRENCY')
  return accounts
}

/** The player's accounts, locked until the transaction ends: one call per player at a time. */
async function lockWallet(tx: Db, userId: string, currency: string): Promise<PlayerAccounts> {
  const accounts = await lockPlayerAccounts(tx, userId)
  if (!accounts) throw new AppError('INVALID_TOKEN', { internalDetail: `user ${userId} has no wallet` })
  if (accounts.currency !== currency) throw new AppError('WRONG_CURRENCY')
  return accounts
}

async function assertNotBlocked(db: Db, userId: string) {
  const [user] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, userId))
  if (!user || user.banned) throw new AppError('PLAYER_BLOCKED')
}

/**
 * The gates every product's bet passes: the player not banned, the game active, then the player-protection rules
 * (restricted country, responsible-gambling limits and exclusions), told to the provider as LIMIT_REACHED with
 * the rule's own code in `fields.reason`.
 */
async function assertMayBetHere(
  context: CallContext,
  call: { player: string; game: string; currency: BetCall['currency'] },
  stake: number,
) {
  const { tx, providerCode } = context
  await assertNotBlocked(tx, call.player)
  if (!(await isProviderGameActive(tx, { providerCode, code: call.game })))
    throw new AppError('GAME_DISABLED')
  try {
    await assertMayBet(tx, { userId: call.player, game: 'provider', stake, currency: call.currency })
  } catch (error) {
    const refusal = error instanceof AppError ? error.code : null
    if (!refusal || refusal === 'INSUFFICIENT_FUNDS' || !(betRefusals as readonly string[]).includes(refusal))
      throw error
    throw new AppError('LIMIT_REACHED', {
      message: error instanceof AppError ? error.message : undefined,
      fields: { reason: refusal, ...(error instanceof AppError ? error.fields : {}) },
    })
  }
}

async function openRound(
  context: CallContext,
  call: { round: string; player: string; game: string; currency: BetCall['currency'] },
  options: { mayBeClosed?: boolean } = {},
): Promise<Round> {
  const { tx, providerCode } = context
  await tx
    .insert(providerRounds)
    .values({
      providerCode,
      roundRef: call.round,
      userId: call.player,
      gameCode: call.game,
      currency: call.currency,
    })
    .onConflictDoNothing()
  const round = await findRound(tx, providerCode, call.round, call.player)
  if (!round) throw new AppError('WRONG_SYNTAX', { fields: { round: 'ANOTHER_PLAYERS_ROUND' } })
  if (round.status === 'closed' && !options.mayBeClosed) throw new AppError('ROUND_CLOSED')
  return round
}

async function findRound(tx: Db, providerCode: string, roundRef: string, userId: string) {
  const [round] = await tx
    .select()
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.providerCode, providerCode),
        eq(providerRounds.roundRef, roundRef),
        eq(providerRounds.userId, userId),
      ),
    )
  return round ?? null
}

async function findTransaction(tx: Db, providerCode: string, transactionRef: string): Promise<Stored | null> {
  const [stored] = await tx
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, providerCode),
        eq(providerTransactions.transactionRef, transactionRef),
      ),
    )
  return stored ?? null
}

async function findTombstone(tx: Db, providerCode: string, transactionRef: string) {
  const [tombstone] = await tx
    .select({ id: providerTransactions.id })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, providerCode),
        eq(providerTransactions.referenceRef, transactionRef),
        eq(providerTransactions.state, 'tombstone'),
      ),
    )
    .limit(1)
  return tombstone ?? null
}

async function findWinsOn(tx: Db, providerCode: string, bet: Stored): Promise<Stored[]> {
  return tx
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, providerCode),
        eq(providerTransactions.referenceRef, bet.transactionRef),
        eq(providerTransactions.kind, 'win'),
        eq(providerTransactions.state, 'done'),
      ),
    )
}

type MoveKind = 'provider_bet' | 'provider_win' | 'provider_refund' | 'provider_win_reversal'

/**
 * One ledger transfer between the player's cash and the provider's clearing account, keyed by the provider and
 * its transaction id. A debit the balance cannot cover is INSUFFICIENT_FUNDS with the balance in `fields`.
 */
async function move(
  context: CallContext,
  kind: MoveKind,
  movement: {
    call: { transaction: string; currency: BetCall['currency'] }
    round: Round
    amount: number
    key?: string
  },
): Promise<{ balance: number; transferId: string }> {
  const { tx, providerCode, accounts } = context
  const clearing = await ensureOperatorAccount(tx, {
    kind: 'provider_clearing',
    currency: movement.call.currency,
    code: providerCode,
  })
  const fromPlayer = kind === 'provider_bet' || kind === 'provider_win_reversal'
  try {
    const moved = await transfer(tx, {
      idempotencyKey: `provider:${providerCode}:${movement.key ?? movement.call.transaction}`,
      debit: fromPlayer ? accounts.ids.player_cash : clearing,
      credit: fromPlayer ? clearing : accounts.ids.player_cash,
      amount: movement.amount,
      currency: movement.call.currency,
      kind,
      ref: { type: 'provider_round', id: movement.round.id },
      metadata: {
        provider: providerCode,
        round: movement.round.roundRef,
        transaction: movement.call.transaction,
      },
    })
    const balance = fromPlayer ? moved.debitBalanceAfter : moved.creditBalanceAfter
    if (balance === null)
      throw new Error(`provider ${providerCode}: the player's side is not a player account`)
    accounts.balances.player_cash = balance
    return { balance, transferId: moved.id }
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_FUNDS', {
        fields: { balance: String(accounts.balances.player_cash), currency: movement.call.currency },
      })
    throw error
  }
}

async function record(
  context: CallContext,
  entry: {
    call: { transaction: string; player: string; reference?: string }
    round: Round
    kind: ProviderTransactionKind
    state: ProviderTransactionState
    amount: number
    answer: string
    transferId?: string | null
  },
) {
  await context.tx.insert(providerTransactions).values({
    providerCode: context.providerCode,
    transactionRef: entry.call.transaction,
    kind: entry.kind,
    state: entry.state,
    roundId: entry.round.id,
    userId: entry.call.player,
    amount: entry.amount,
    referenceRef: entry.call.reference ?? null,
    transferId: entry.transferId ?? null,
    requestHash: context.requestHash,
    response: entry.answer,
  })
}
