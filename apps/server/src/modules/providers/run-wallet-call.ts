import { randomUUID } from 'node:crypto'
import { betRefusals } from '@khela/contracts/errors'
import type {
  BalanceCall,
  BetCall,
  BetWinCall,
  RollbackCall,
  WalletAnswer,
  WinCall,
} from '@khela/contracts/provider-wallet'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/run-prepared.ts'
import { users } from '../../db/schema/auth.ts'
import {
  type ProviderRoundStatus,
  type ProviderTransactionKind,
  type ProviderTransactionState,
  providerTransactions,
} from '../../db/schema/providers.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { assertMayBet } from '../../lib/player-gates.ts'
import { providerGameActiveSql } from '../catalog/find-wallet-provider.ts'
import { ensureOperatorAccount, operatorAccountIdSql } from '../wallet/ensure-operator-account.ts'
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

/** A round as a call needs it; `id` is a new one's, made here, until the call saves it. */
type Round = { id: string; roundRef: string }
type Stored = {
  id: string
  kind: ProviderTransactionKind
  state: ProviderTransactionState
  roundId: string
  userId: string
  amount: number
  transactionRef: string
  requestHash: string
  response: string
}

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
  const run = () =>
    retryingConflicts(() =>
      db.transaction(async (tx) => {
        const accounts = await lockWallet(tx, body.player, body.currency)
        const facts = await findCallFacts(tx, providerCode, request.body)
        if (facts.stored) return replayOf(facts.stored, requestHash, body.player)
        const call = { tx, providerCode, accounts, requestHash, facts }
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
    // The same id sent for another player at the same instant: both locks were taken, one insert lost. Run again,
    // the call finds the winner's record.
    const isRace =
      isUniqueViolation(error, 'provider_transactions_ref_unique') ||
      isUniqueViolation(error, 'ledger_transfers_idempotency_key_unique')
    if (!isRace) throw error
    return run()
  }
}

type CallContext = {
  tx: Db
  providerCode: string
  accounts: PlayerAccounts
  requestHash: string
  facts: CallFacts
}

function replayOf(stored: Stored, requestHash: string, player: string): WalletCallResult {
  if (stored.requestHash !== requestHash || stored.userId !== player)
    throw new AppError('DUPLICATE_TRANSACTION')
  return { body: stored.response, hasMoved: false, userId: stored.userId }
}

async function placeBet(context: CallContext, call: BetCall): Promise<WalletCallResult> {
  const { accounts, facts } = context
  // A rollback that came first: the bet is answered with the rollback's result and never debits, even when that
  // rollback closed the round.
  const round = roundOf(context, call, { mayBeClosed: facts.hasTombstone })
  if (facts.hasTombstone) {
    const answer = walletAnswer(accounts.balances.player_cash, call.currency, null, call.transaction)
    await saveRound(context, { call, round, kind: 'bet', state: 'rolled_back', amount: call.amount, answer })
    return { body: answer, hasMoved: false, userId: call.player }
  }
  await assertMayBetHere(context, call, call.amount)
  const moved = await move(context, 'provider_bet', { call, round, amount: call.amount })
  const answer = walletAnswer(moved.balance, call.currency, moved.transferId, call.transaction)
  await saveRound(context, {
    call,
    round,
    kind: 'bet',
    state: 'done',
    amount: call.amount,
    answer,
    transferId: moved.transferId,
    sums: { staked: call.amount },
    closes: call.roundClosed,
  })
  return { body: answer, hasMoved: true, userId: call.player }
}

async function payWin(context: CallContext, call: WinCall): Promise<WalletCallResult> {
  const { accounts, facts } = context
  const { round, referenced: bet } = facts
  if (round?.userId !== call.player)
    throw new AppError('TRANSACTION_NOT_FOUND', { fields: { round: 'UNKNOWN' } })
  if (round.status === 'closed') throw new AppError('ROUND_CLOSED')
  if (bet?.kind !== 'bet' || bet.roundId !== round.id) throw new AppError('TRANSACTION_NOT_FOUND')
  if (bet.state === 'rolled_back') throw new AppError('TRANSACTION_ROLLED_BACK')
  const moved =
    call.amount > 0
      ? await move(context, 'provider_win', { call, round, amount: call.amount })
      : { balance: accounts.balances.player_cash, transferId: null }
  const answer = walletAnswer(moved.balance, call.currency, moved.transferId, call.transaction)
  await saveRound(context, {
    call,
    round,
    kind: 'win',
    state: 'done',
    amount: call.amount,
    answer,
    transferId: moved.transferId,
    sums: { won: call.amount },
    closes: call.roundClosed,
  })
  return { body: answer, hasMoved: moved.transferId !== null, userId: call.player }
}

async function placeBetAndWin(context: CallContext, call: BetWinCall): Promise<WalletCallResult> {
  const { facts } = context
  const round = roundOf(context, call, { mayBeClosed: facts.hasTombstone })
  if (facts.hasTombstone) {
    const answer = walletAnswer(context.accounts.balances.player_cash, call.currency, null, call.transaction)
    await saveRound(context, { call, round, kind: 'bet', state: 'rolled_back', amount: call.bet, answer })
    return { body: answer, hasMoved: false, userId: call.player }
  }
  await assertMayBetHere(context, call, call.bet)
  const staked = await move(context, 'provider_bet', { call, round, amount: call.bet })
  const won =
    call.win > 0
      ? await move(context, 'provider_win', { call, round, amount: call.win, key: `${call.transaction}/win` })
      : null
  const answer = walletAnswer(
    won?.balance ?? staked.balance,
    call.currency,
    staked.transferId,
    call.transaction,
  )
  await saveRound(context, {
    call,
    round,
    kind: 'bet',
    state: 'done',
    amount: call.bet,
    answer,
    transferId: staked.transferId,
    sums: { staked: call.bet, won: call.win },
    closes: call.roundClosed,
  })
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
  const { tx, providerCode, accounts, facts } = context
  const round = roundOf(context, call, { mayBeClosed: true })
  const target = facts.referenced
  if (target && (target.userId !== call.player || target.kind === 'rollback'))
    throw new AppError('TRANSACTION_NOT_FOUND')
  let balance = accounts.balances.player_cash
  let transferId: string | null = null
  let amount = 0
  const sums = { refunded: 0, won: 0 }
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
      if (isBet) sums.refunded += transaction.amount
      else sums.won -= transaction.amount
    }
  }
  const answer = walletAnswer(balance, call.currency, transferId, call.transaction)
  await saveRound(context, {
    call,
    round,
    kind: 'rollback',
    state: target ? 'done' : 'tombstone',
    amount: Math.abs(amount),
    answer,
    transferId,
    sums,
    closes: call.roundClosed,
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
  const { tx, facts } = context
  if (facts.isBanned !== false) throw new AppError('PLAYER_BLOCKED')
  if (!facts.isGameActive) throw new AppError('GAME_DISABLED')
  try {
    await assertMayBet(tx, {
      userId: call.player,
      game: 'provider',
      stake,
      currency: call.currency,
      hasBonusFunds: context.accounts.hasBonusFunds,
    })
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

type RoundFacts = { id: string; roundRef: string; userId: string; status: ProviderRoundStatus }

/** What a transaction call decides on, read in one statement once the player's lock is held. */
type CallFacts = {
  /** This call's transaction id seen before: a replay or a reuse. */
  stored: Stored | null
  /** A rollback that came before the transaction it names: this call's. */
  hasTombstone: boolean
  /** The round the call names, whoever's it is. */
  round: RoundFacts | null
  /** The transaction a win pays or a rollback undoes. */
  referenced: Stored | null
  /** Null for a user who does not exist. */
  isBanned: boolean | null
  isGameActive: boolean
  /** The provider's clearing account in the call's currency, null until its first money move. */
  clearingId: string | null
}

const transactionJson = (alias: string) => `json_build_object('id', ${alias}.id, 'kind', ${alias}.kind,
  'state', ${alias}.state, 'roundId', ${alias}.round_id, 'userId', ${alias}.user_id, 'amount', ${alias}.amount,
  'transactionRef', ${alias}.transaction_ref, 'requestHash', ${alias}.request_hash, 'response', ${alias}.response)`

/**
 * $1 provider, $2 transaction id, $3 round id, $4 the referenced transaction id, $5 player, $6 game, $7 currency
 * (the provider's ids, not Khela's). One statement instead of one per fact: each round trip costs more than
 * what it reads. The player's ban and the game's status are the bet gates' own facts (PLAYER_BLOCKED,
 * GAME_DISABLED); the game's status and the clearing account are read by their domains' own expressions.
 */
const callFactsStatement = `
  SELECT
    (SELECT ${transactionJson('t')} FROM provider_transactions t
      WHERE t.provider_code = $1 AND t.transaction_ref = $2) AS stored,
    EXISTS (SELECT 1 FROM provider_transactions t
      WHERE t.provider_code = $1 AND t.reference_ref = $2 AND t.state = 'tombstone') AS has_tombstone,
    (SELECT json_build_object('id', r.id, 'roundRef', r.round_ref, 'userId', r.user_id, 'status', r.status)
      FROM provider_rounds r WHERE r.provider_code = $1 AND r.round_ref = $3) AS round,
    (SELECT ${transactionJson('t')} FROM provider_transactions t
      WHERE t.provider_code = $1 AND t.transaction_ref = $4::text) AS referenced,
    (SELECT u.banned FROM users u WHERE u.id = $5) AS is_banned,
    ${providerGameActiveSql('$1', '$6')} AS is_game_active,
    ${operatorAccountIdSql('provider_clearing', '$7', '$1')} AS clearing_id`

type CallFactsRow = {
  stored: Stored | null
  has_tombstone: boolean
  round: RoundFacts | null
  referenced: Stored | null
  is_banned: boolean | null
  is_game_active: boolean
  clearing_id: string | null
}

async function findCallFacts(
  tx: Db,
  providerCode: string,
  call: Exclude<WalletCallOf, { call: 'balance' }>['body'],
): Promise<CallFacts> {
  const reference = 'reference' in call ? call.reference : null
  const [row] = await runPrepared<CallFactsRow>(tx, 'provider_call_facts', callFactsStatement, [
    providerCode,
    call.transaction,
    call.round,
    reference,
    call.player,
    call.game,
    call.currency,
  ])
  if (!row) throw new Error('the call facts statement returned no row')
  return {
    stored: row.stored && { ...row.stored, amount: Number(row.stored.amount) },
    hasTombstone: row.has_tombstone,
    round: row.round,
    referenced: row.referenced && { ...row.referenced, amount: Number(row.referenced.amount) },
    isBanned: row.is_banned,
    isGameActive: row.is_game_active,
    clearingId: row.clearing_id,
  }
}

/** The round the call names: the player's own (ROUND_CLOSED when closed unless allowed), or a new one. */
function roundOf(
  context: CallContext,
  call: { round: string; player: string },
  options: { mayBeClosed: boolean },
): Round {
  const { round } = context.facts
  if (!round) return { id: randomUUID(), roundRef: call.round }
  if (round.userId !== call.player)
    throw new AppError('WRONG_SYNTAX', { fields: { round: 'ANOTHER_PLAYERS_ROUND' } })
  if (round.status === 'closed' && !options.mayBeClosed) throw new AppError('ROUND_CLOSED')
  return round
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
  const { tx, providerCode, accounts, facts } = context
  facts.clearingId ??= await ensureOperatorAccount(tx, {
    kind: 'provider_clearing',
    currency: movement.call.currency,
    code: providerCode,
  })
  const clearing = facts.clearingId
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
      // The call's own transaction id, which the facts read under the lock found unused: no transfer holds it.
      isKeyNew: movement.key === undefined,
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

type Entry = {
  call: { transaction: string; player: string; reference?: string }
  round: Round
  kind: ProviderTransactionKind
  state: ProviderTransactionState
  amount: number
  answer: string
  transferId?: string | null
}

/** The transaction's record with its answer as sent, in a round that exists already. */
async function record(context: CallContext, entry: Entry) {
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

/**
 * $1 round id (a new round's), $2 provider, $3 the provider's round id, $4 player, $5 game, $6 currency, $7–$9 what
 * the call adds to the round's stakes, wins (less, when a rollback takes one back) and refunds, $10 whether it closes the round; then the transaction's
 * record: $11 its id, $12 kind, $13 state, $14 amount, $15 the transaction it names, $16 transfer, $17 request hash,
 * $18 answer. The round is opened or added to and the record kept in one statement. An existing round is another
 * player's only if made by a call racing this one: then nothing is saved.
 */
const saveRoundStatement = `
  WITH round AS (
    INSERT INTO provider_rounds AS r
      (id, provider_code, round_ref, user_id, game_code, currency, staked, won, refunded, status, closed_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, greatest($8::bigint, 0), $9,
      CASE WHEN $10::boolean THEN 'closed' ELSE 'open' END, CASE WHEN $10::boolean THEN clock_timestamp() END)
    ON CONFLICT (provider_code, round_ref) DO UPDATE SET
      staked = r.staked + $7,
      won = r.won + $8,
      refunded = r.refunded + $9,
      status = CASE WHEN $10::boolean THEN 'closed' ELSE r.status END,
      closed_at = CASE WHEN $10::boolean AND r.status = 'open' THEN clock_timestamp() ELSE r.closed_at END
    WHERE r.user_id = EXCLUDED.user_id
    RETURNING r.id)
  INSERT INTO provider_transactions (provider_code, transaction_ref, kind, state, round_id, user_id, amount,
    reference_ref, transfer_id, request_hash, response)
  SELECT $2, $11, $12, $13, round.id, $4, $14, $15, $16, $17, $18 FROM round
  RETURNING id`

/** The round opened or added to (`sums`, `closes`) and the transaction's record, in one statement. */
async function saveRound(
  context: CallContext,
  entry: Entry & {
    call: { round: string; game: string; currency: BetCall['currency'] }
    sums?: { staked?: number; won?: number; refunded?: number }
    closes?: boolean
  },
) {
  const { call, round, sums = {} } = entry
  const saved = await runPrepared<{ id: string }>(context.tx, 'provider_round_save', saveRoundStatement, [
    round.id,
    context.providerCode,
    call.round,
    call.player,
    call.game,
    call.currency,
    sums.staked ?? 0,
    sums.won ?? 0,
    sums.refunded ?? 0,
    entry.closes ?? false,
    call.transaction,
    entry.kind,
    entry.state,
    entry.amount,
    call.reference ?? null,
    entry.transferId ?? null,
    context.requestHash,
    entry.answer,
  ])
  if (saved.length === 0) throw new AppError('WRONG_SYNTAX', { fields: { round: 'ANOTHER_PLAYERS_ROUND' } })
}
