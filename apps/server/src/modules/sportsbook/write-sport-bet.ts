import type { Currency } from '@khela/contracts/accounts'
import type { Db } from '../../db/client.ts'
import { type PreparedStatement, runFinalStatement } from '../../db/run-prepared.ts'
import type { sportBets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { type KeyRecord, storeKeysSql } from '../wallet/run-idempotent-request.ts'
import { debitPlayersSql } from '../wallet/transfer.ts'
import { type LiabilityAfter, sportBetLiabilitySql } from './sport-liability.ts'

/**
 * Bets' writes as one statement, the last of their transaction, for one bet or several of different players
 * (place-sport-bets.ts): each stake from the player's cash to the book's liability account (the ledger's
 * one-statement debit, debitPlayersSql: a conditional update of the cash row, locked since the transaction's first
 * statement, and the immutable transfer with the balance after it), the bet naming its transfer, its legs, the
 * bets added to their selections' liability (sportBetLiabilitySql, pending bets not yet) and each request's
 * idempotency record with its answer (storeKeysSql). A bet's parts are written only if its stake moved, so a
 * balance too low writes nothing of it. Written as one statement, the bets share its start-up: its plan, the
 * indexes it opens and the tables' CHECK constraints, which PostgreSQL prepares once per statement, not per row.
 *
 * Per bet, in one order (`n` is a bet's place in it, from 1): $1 id, $2 player, $3 currency, $4 type, $5 system,
 * $6 legs per line, $7 whole stake, $8 stake per line, $9 lines, $10 potential return, $11 odds policy, $12 the
 * request's Idempotency-Key, $13 the transfer's id, $14 status (a `pending` bet takes no liability yet), $15 when a
 * pending one is decided, $16 bonus grant, $17 its part of the stake, $18 whether it is a free bet, $19 the
 * account debited (cash, or a grant's when it covers the stake alone), $20 the amount debited (the whole stake but
 * a grant's part moved before, split-sport-stake.ts), $21 the balance the debit leaves, $22 the liability account.
 * Per leg: $23 its bet's n, $24 position, $25 selection, $26 market, $27 event, $28 price, $29 market version,
 * $30 its market's liability limit. Per key: $31 scope, $32 key, $33 request hash, $34 the answers (one JSON array).
 *
 * It is committed with its transaction (runFinalStatement), so it refuses by raising (khela_refuse, migration
 * 0044), which rolls everything back: a key another run stored first (IDEMPOTENCY_KEY_TAKEN, answered from that
 * run's record), a balance other than the one the locked row promised (BALANCE_MOVED, never expected), a leg's
 * market liability passed (LIABILITY_ABOVE_LIMIT). Its row: the n of the bets debited, and the backed selections'
 * totals after them.
 */
const writeStatement = `
  WITH bet_input AS MATERIALIZED (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bigint[],
      $8::bigint[], $9::int[], $10::bigint[], $11::text[], $12::text[], $13::uuid[], $14::text[], $15::timestamptz[],
      $16::uuid[], $17::bigint[], $18::boolean[], $19::uuid[], $20::bigint[], $21::bigint[], $22::uuid[])
      WITH ORDINALITY AS b (id, user_id, currency, type, system, legs_per_line, stake, stake_per_line, line_count,
        potential_return, odds_policy, idempotency_key, stake_transfer_id, status, decide_at, bonus_grant_id,
        bonus_stake, is_free_bet, debit_account_id, debit_amount, debit_balance_after, liability_account_id, n)),
  movement AS MATERIALIZED (
    SELECT n, stake_transfer_id AS id, 'sport-bet:' || id || ':stake' AS idempotency_key, debit_account_id,
      liability_account_id AS credit_account_id, debit_amount AS amount, currency, 'sport_bet_stake' AS kind,
      'sport_bet' AS ref_type, id::text AS ref_id
    FROM bet_input),
  ${debitPlayersSql('movement')},
  bet AS (
    INSERT INTO sport_bets (id, user_id, currency, type, system, legs_per_line, stake, stake_per_line, line_count,
      potential_return, odds_policy, idempotency_key, stake_transfer_id, status, decide_at, bonus_grant_id,
      bonus_stake, is_free_bet)
    SELECT b.id, b.user_id, b.currency, b.type, b.system, b.legs_per_line, b.stake, b.stake_per_line, b.line_count,
      b.potential_return, b.odds_policy, b.idempotency_key, b.stake_transfer_id, b.status, b.decide_at,
      b.bonus_grant_id, b.bonus_stake, b.is_free_bet
    FROM bet_input b JOIN moved USING (n)),
  leg AS MATERIALIZED (
    SELECT leg.*, b.id AS bet_id, b.stake, b.potential_return, b.status
    FROM unnest($23::bigint[], $24::int[], $25::uuid[], $26::uuid[], $27::uuid[], $28::int[], $29::bigint[],
      $30::bigint[]) AS leg (n, position, selection_id, market_id, event_id, price, market_version, liability_limit)
    JOIN bet_input b USING (n) JOIN moved USING (n)),
  legs AS (
    INSERT INTO sport_bet_legs (bet_id, position, selection_id, market_id, event_id, price, market_version)
    SELECT bet_id, position, selection_id, market_id, event_id, price, market_version FROM leg),
  ${sportBetLiabilitySql("(SELECT * FROM leg WHERE status = 'open')")},
  ${storeKeysSql(`(
    SELECT k.scope, k.key, k.request_hash, answer.response::jsonb AS response
    FROM unnest($31::text[], $32::text[], $33::text[]) WITH ORDINALITY AS k (scope, key, request_hash, n)
    JOIN json_array_elements($34::json) WITH ORDINALITY AS answer (response, n) USING (n)
    JOIN moved USING (n))`)}
  SELECT
    CASE
      WHEN (SELECT count(*) FROM key) < (SELECT count(*) FROM moved) THEN khela_refuse('IDEMPOTENCY_KEY_TAKEN')
      WHEN EXISTS (SELECT 1 FROM moved JOIN bet_input b USING (n) WHERE moved.balance <> b.debit_balance_after)
      THEN khela_refuse('BALANCE_MOVED')
      WHEN EXISTS (
        SELECT 1 FROM liability JOIN leg USING (selection_id)
        WHERE liability.returns - liability.stakes - liability.other_stakes > leg.liability_limit)
      THEN khela_refuse('LIABILITY_ABOVE_LIMIT')
    END AS refused,
    (SELECT coalesce(json_agg(n), '[]') FROM moved) AS debited,
    (SELECT coalesce(json_agg(json_build_object('selectionId', selection_id, 'stakes', stakes, 'returns', returns,
      'otherStakes', other_stakes)), '[]') FROM liability) AS liability`

type WrittenRow = { debited: number[]; liability: LiabilityAfter[] }

export type SportBetWrite = {
  bet: Pick<
    typeof sportBets.$inferSelect,
    | 'id'
    | 'userId'
    | 'type'
    | 'system'
    | 'legsPerLine'
    | 'stake'
    | 'stakePerLine'
    | 'lineCount'
    | 'potentialReturn'
    | 'oddsPolicy'
    | 'idempotencyKey'
    | 'stakeTransferId'
    | 'status'
    | 'decideAt'
    | 'bonusGrantId'
    | 'bonusStake'
    | 'isFreeBet'
  >
  currency: Currency
  /** The one-statement debit: the account, the amount and the balance it leaves (checked, BALANCE_MOVED). */
  debit: { accountId: string; amount: number; balanceAfter: number }
  liabilityAccountId: string
  legs: readonly {
    position: number
    selectionId: string
    marketId: string
    eventId: string
    price: number
    version: number
    liabilityLimit: number
  }[]
  key: KeyRecord
  /** The request's answer, kept with its key. */
  response: unknown
}

/**
 * Writes the bet (writeStatement) and commits its transaction. A balance below the stake is INSUFFICIENT_FUNDS
 * (nothing written); the statement's refusals are thrown as its errors (lib/database-errors.ts, isRefusal). Returns the backed selections'
 * liability after the bet, for the markets it brought to their limit (null for a pending bet, which takes none yet).
 */
export async function writeSportBet(tx: Db, write: SportBetWrite): Promise<SportBetWritten> {
  const { name, text, values } = sportBetsWriteStatement([write])
  const [written] = sportBetsWritten([write], await runFinalStatement<WrittenRow>(tx, name, text, values))
  if (!written) throw new AppError('INSUFFICIENT_FUNDS')
  return written
}

export type SportBetWritten = { liability: LiabilityAfter[] | null }

/** Bets' writes as one prepared statement (writeStatement), for a transaction that commits with it. */
export function sportBetsWriteStatement(writes: readonly SportBetWrite[]): PreparedStatement {
  const bets = writes.map((write) => write.bet)
  const legs = writes.flatMap((write, index) => write.legs.map((leg) => ({ ...leg, n: index + 1 })))
  return {
    name: 'sportsbook_bet_write',
    text: writeStatement,
    values: [
      bets.map((bet) => bet.id),
      bets.map((bet) => bet.userId),
      writes.map((write) => write.currency),
      bets.map((bet) => bet.type),
      bets.map((bet) => bet.system),
      bets.map((bet) => bet.legsPerLine),
      bets.map((bet) => bet.stake),
      bets.map((bet) => bet.stakePerLine),
      bets.map((bet) => bet.lineCount),
      bets.map((bet) => bet.potentialReturn),
      bets.map((bet) => bet.oddsPolicy),
      bets.map((bet) => bet.idempotencyKey),
      bets.map((bet) => bet.stakeTransferId),
      bets.map((bet) => bet.status),
      bets.map((bet) => bet.decideAt),
      bets.map((bet) => bet.bonusGrantId),
      bets.map((bet) => bet.bonusStake),
      bets.map((bet) => bet.isFreeBet),
      writes.map((write) => write.debit.accountId),
      writes.map((write) => write.debit.amount),
      writes.map((write) => write.debit.balanceAfter),
      writes.map((write) => write.liabilityAccountId),
      legs.map((leg) => leg.n),
      legs.map((leg) => leg.position),
      legs.map((leg) => leg.selectionId),
      legs.map((leg) => leg.marketId),
      legs.map((leg) => leg.eventId),
      legs.map((leg) => leg.price),
      legs.map((leg) => leg.version),
      legs.map((leg) => leg.liabilityLimit),
      writes.map((write) => write.key.scope),
      writes.map((write) => write.key.key),
      writes.map((write) => write.key.requestHash),
      JSON.stringify(writes.map((write) => write.response)),
    ],
  }
}

/**
 * What the writes' statement answered, once its transaction committed, in the writes' order: the backed
 * selections' liability after the bets (null for a pending bet), or null for a bet whose debit matched nothing
 * (its balance too low), which wrote nothing.
 */
export function sportBetsWritten(
  writes: readonly SportBetWrite[],
  rows: readonly unknown[],
): (SportBetWritten | null)[] {
  const [row] = rows as WrittenRow[]
  if (!row) throw new Error("the bets' write statement returned no row")
  const debited = new Set(row.debited)
  return writes.map((write, index) => {
    if (!debited.has(index + 1)) return null
    write.key.stored(true)
    return { liability: write.bet.status === 'open' ? row.liability : null }
  })
}
