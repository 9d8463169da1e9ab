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
  type ProviderTransactionKind,
  type ProviderTransactionState,
  providerTransactions,
} from '../../db/schema/providers.ts'
import { AppError } from '../../lib/app-error.ts'
import { betBonusRules } from '../../lib/bet-bonuses.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { assertMayBet } from '../../lib/player-gates.ts'
import { providerGameActiveSql, providerGameCategorySlugsSql } from '../catalog/find-wallet-provider.ts'
import { operatorAccountIdSql } from '../wallet/ensure-operator-account.ts'
import { findPlayerAccounts, type PlayerAccounts } from '../wallet/find-player-accounts.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { hashOf } from '../wallet/run-idempotent-request.ts'
import { retryingConflicts } from '../wallet/run-money-transaction.ts'
import { findLaunchSession } from './launch-sessions.ts'
import {
  type BonusColumns,
  betBonusColumns,
  convertMetGrant,
  payOut,
  playableBalance,
  takeStake,
  undoProviderTransaction,
} from './provider-bonus-moves.ts'
import type { CallContext, CallFacts, Round, RoundFacts, Stored } from './wallet-call-context.ts'

export type WalletCallOf =
  | { call: 'balance'; body: BalanceCall }
  | { call: 'bet'; body: BetCall }
  | { call: 'win'; body: WinCall }
  | { call: 'rollback'; body: RollbackCall }
  | { call: 'bet-win'; body: BetWinCall }

/** The answer as sent, and whether it moved money (the player's balance then changed). */
export type WalletCallResult = { body: string; hasMoved: boolean; userId: string }

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
    const bonus = accounts.hasBonusFunds
      ? await betBonusRules().inPlay(db, { userId: body.player, currency: accounts.currency })
      : 0
    const answer = walletAnswer(accounts.balances.player_cash + bonus, body.currency, null, null)
    return { body: answer, hasMoved: false, userId: body.player }
  }

  const requestHash = hashOf({ call: request.call, ...request.body })
  const run = () =>
    retryingConflicts(() =>
      db.transaction(async (tx) => {
        const accounts = await lockWallet(tx, body.player, body.currency)
        const facts = await findCallFacts(tx, providerCode, request.body)
        if (facts.stored) return replayOf(facts.stored, requestHash, body.player)
        const call = {
          tx,
          providerCode,
          userId: body.player,
          accounts,
          requestHash,
          facts,
          mayHoldBonus: accounts.hasBonusFunds,
        }
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

function replayOf(stored: Stored, requestHash: string, player: string): WalletCallResult {
  if (stored.requestHash !== requestHash || stored.userId !== player)
    throw new AppError('DUPLICATE_TRANSACTION')
  return { body: stored.response, hasMoved: false, userId: stored.userId }
}

async function placeBet(context: CallContext, call: BetCall): Promise<WalletCallResult> {
  const { facts } = context
  // A rollback that came first: the bet is answered with the rollback's result and never debits, even when that
  // rollback closed the round.
  const round = roundOf(context, call, { mayBeClosed: facts.hasTombstone })
  if (facts.hasTombstone) {
    const answer = walletAnswer(await playableBalance(context), call.currency, null, call.transaction)
    await saveRound(context, { call, round, kind: 'bet', state: 'rolled_back', amount: call.amount, answer })
    return { body: answer, hasMoved: false, userId: call.player }
  }
  await assertMayBetHere(context, call, call.amount)
  const staked = await takeStake(context, { call, round, amount: call.amount })
  await convertMetGrant(context, staked.bonus)
  const answer = walletAnswer(
    await playableBalance(context),
    call.currency,
    staked.transferId,
    call.transaction,
  )
  await saveRound(context, {
    call,
    round,
    kind: 'bet',
    state: 'done',
    amount: call.amount,
    answer,
    transferId: staked.transferId,
    bonus: betBonusColumns(staked.bonus),
    sums: { staked: call.amount },
    closes: call.roundClosed,
  })
  return { body: answer, hasMoved: true, userId: call.player }
}

async function payWin(context: CallContext, call: WinCall): Promise<WalletCallResult> {
  const { facts } = context
  const { round, referenced: bet } = facts
  if (round?.userId !== call.player)
    throw new AppError('TRANSACTION_NOT_FOUND', { fields: { round: 'UNKNOWN' } })
  if (round.status === 'closed') throw new AppError('ROUND_CLOSED')
  if (bet?.kind !== 'bet' || bet.roundId !== round.id) throw new AppError('TRANSACTION_NOT_FOUND')
  if (bet.state === 'rolled_back') throw new AppError('TRANSACTION_ROLLED_BACK')
  const paid = call.amount > 0 ? await payOut(context, { call, round, amount: call.amount }, bet) : null
  const transferId = paid?.transferId ?? null
  const answer = walletAnswer(await playableBalance(context), call.currency, transferId, call.transaction)
  await saveRound(context, {
    call,
    round,
    kind: 'win',
    state: 'done',
    amount: call.amount,
    answer,
    transferId,
    bonus: paid?.bonus,
    sums: { won: call.amount },
    closes: call.roundClosed,
  })
  return { body: answer, hasMoved: transferId !== null, userId: call.player }
}

async function placeBetAndWin(context: CallContext, call: BetWinCall): Promise<WalletCallResult> {
  const { facts } = context
  const round = roundOf(context, call, { mayBeClosed: facts.hasTombstone })
  if (facts.hasTombstone) {
    const answer = walletAnswer(await playableBalance(context), call.currency, null, call.transaction)
    await saveRound(context, { call, round, kind: 'bet', state: 'rolled_back', amount: call.bet, answer })
    return { body: answer, hasMoved: false, userId: call.player }
  }
  await assertMayBetHere(context, call, call.bet)
  const staked = await takeStake(context, { call, round, amount: call.bet })
  const bet = { amount: call.bet, ...betBonusColumns(staked.bonus) }
  // The grant row is locked since the stake and still active: the win's bonus share goes back to it.
  const grant = staked.bonus && { to: 'grant' as const, accountId: staked.bonus.grantAccountId }
  const won =
    call.win > 0
      ? await payOut(context, { call, round, amount: call.win, key: `${call.transaction}/win` }, bet, grant)
      : null
  await convertMetGrant(context, staked.bonus)
  const answer = walletAnswer(
    await playableBalance(context),
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
    bonus: betBonusColumns(staked.bonus),
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
      transferId: won.transferId,
      bonus: won.bonus,
    })
  return { body: answer, hasMoved: true, userId: call.player }
}

/**
 * Undoes a bet (its stake returns, and any win paid on it is taken back) or a win. A rollback naming a transaction
 * not seen yet is kept as a tombstone: answered OK, nothing moved, and that transaction never moves money when it
 * comes. Rolling back what is already rolled back moves nothing. Each part goes back the way it came: cash's to or
 * from cash, the grant's where the bonus rules send a win's share (provider-bonus-moves.ts).
 */
async function rollBack(context: CallContext, call: RollbackCall): Promise<WalletCallResult> {
  const { tx, providerCode, facts } = context
  const round = roundOf(context, call, { mayBeClosed: true })
  const target = facts.referenced
  if (target && (target.userId !== call.player || target.kind === 'rollback'))
    throw new AppError('TRANSACTION_NOT_FOUND')
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
      const isBet = transaction.kind === 'bet'
      if (isBet && transaction.bonusGrantId && transaction.bonusWagered > 0)
        await betBonusRules().unwager(tx, transaction.bonusGrantId, transaction.bonusWagered)
      if (transaction.amount === 0) continue
      const moved = await undoProviderTransaction(context, {
        call,
        round,
        transaction,
        key: `${call.transaction}/${transaction.transactionRef}`,
      })
      transferId ??= moved
      amount += isBet ? transaction.amount : -transaction.amount
      if (isBet) sums.refunded += transaction.amount
      else sums.won -= transaction.amount
    }
  }
  const answer = walletAnswer(await playableBalance(context), call.currency, transferId, call.transaction)
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

const transactionJson = (alias: string) => `json_build_object('id', ${alias}.id, 'kind', ${alias}.kind,
  'state', ${alias}.state, 'roundId', ${alias}.round_id, 'userId', ${alias}.user_id, 'amount', ${alias}.amount,
  'transactionRef', ${alias}.transaction_ref, 'bonusGrantId', ${alias}.bonus_grant_id,
  'bonusStake', ${alias}.bonus_stake, 'bonusWagered', ${alias}.bonus_wagered, 'requestHash', ${alias}.request_hash,
  'response', ${alias}.response)`

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
    ${operatorAccountIdSql('provider_clearing', '$7', '$1')} AS clearing_id,
    ${providerGameCategorySlugsSql('$1', '$6')} AS category_slugs`

type CallFactsRow = {
  stored: Stored | null
  has_tombstone: boolean
  round: RoundFacts | null
  referenced: Stored | null
  is_banned: boolean | null
  is_game_active: boolean
  clearing_id: string | null
  category_slugs: string[]
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
    stored: row.stored && storedOf(row.stored),
    hasTombstone: row.has_tombstone,
    round: row.round,
    referenced: row.referenced && storedOf(row.referenced),
    isBanned: row.is_banned,
    isGameActive: row.is_game_active,
    clearingId: row.clearing_id,
    categorySlugs: row.category_slugs,
  }
}

/** A transaction read as JSON: its bigints arrive as numbers or strings. */
const storedOf = (stored: Stored): Stored => ({
  ...stored,
  amount: Number(stored.amount),
  bonusStake: Number(stored.bonusStake),
  bonusWagered: Number(stored.bonusWagered),
})

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

type Entry = {
  call: { transaction: string; player: string; reference?: string }
  round: Round
  kind: ProviderTransactionKind
  state: ProviderTransactionState
  amount: number
  answer: string
  transferId?: string | null
  bonus?: BonusColumns
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
    ...entry.bonus,
    requestHash: context.requestHash,
    response: entry.answer,
  })
}

/**
 * $1 round id (a new round's), $2 provider, $3 the provider's round id, $4 player, $5 game, $6 currency, $7–$9 what
 * the call adds to the round's stakes, wins (less, when a rollback takes one back) and refunds, $10 whether it closes the round; then the transaction's
 * record: $11 its id, $12 kind, $13 state, $14 amount, $15 the transaction it names, $16 transfer, $17 request hash,
 * $18 answer, $19–$21 its bonus grant, bonus stake and bonus wagered. The round is opened or added to and the record kept in one statement. An existing round is another
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
    reference_ref, transfer_id, request_hash, response, bonus_grant_id, bonus_stake, bonus_wagered)
  SELECT $2, $11, $12, $13, round.id, $4, $14, $15, $16, $17, $18, $19::uuid, $20::bigint, $21::bigint FROM round
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
    entry.bonus?.bonusGrantId ?? null,
    entry.bonus?.bonusStake ?? 0,
    entry.bonus?.bonusWagered ?? 0,
  ])
  if (saved.length === 0) throw new AppError('WRONG_SYNTAX', { fields: { round: 'ANOTHER_PLAYERS_ROUND' } })
}
