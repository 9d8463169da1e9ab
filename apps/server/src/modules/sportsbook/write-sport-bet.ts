import type { Currency } from '@khela/contracts/accounts'
import type { Db } from '../../db/client.ts'
import { type PreparedStatement, runFinalStatement } from '../../db/run-prepared.ts'
import type { sportBets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { type KeyRecord, storeKeySql } from '../wallet/run-idempotent-request.ts'
import { debitPlayerSql } from '../wallet/transfer.ts'
import { type LiabilityAfter, sportBetLiabilitySql } from './sport-liability.ts'

/**
 * The bet's writes as one statement, the last of its transaction: the stake from the player's cash to the book's
 * liability account (the ledger's one-statement debit, debitPlayerSql: a conditional update of the cash row, locked
 * since the transaction's first statement, and the immutable transfer with the balance after it), the bet naming
 * its transfer, its legs, the bet added to its selections' liability (sportBetLiabilitySql) and the request's
 * idempotency record with its answer (storeKeySql). Each part runs only if the stake moved, so a balance too low
 * writes nothing.
 *
 * $1 the whole stake, $2 the account debited (cash, or a grant's when it covers the stake alone), $3 liability account, $4 the transfer's key, $5 currency, $6 bet id,
 * $7 player, $8 bet type, $9 system, $10 legs per line, $11 stake per line, $12 lines, $13 potential return,
 * $14 odds policy, $15 the request's Idempotency-Key; the legs, in the slip's order: $16 positions,
 * $17 selections, $18 markets, $19 events, $20 prices, $21 market versions; the key's record: $22 scope, $23 key,
 * $24 request hash, $25 answer; $26 the transfer's id; $27 the bet's status (a `pending` one takes no liability
 * yet), $28 when a pending one is decided; $29 the legs' liability limits; $30 the balance the debit leaves; $31 the amount debited (the
 * whole stake but a grant's part moved before, split-sport-stake.ts); $32 the bonus grant, $33 its part of the
 * stake, $34 whether it is a free bet.
 *
 * It is committed with its transaction (runFinalStatement), so it refuses by raising (khela_refuse, migration
 * 0044), which rolls everything back: a key another run stored first (IDEMPOTENCY_KEY_TAKEN, answered from that
 * run's record), a balance other than the one the locked row promised (BALANCE_MOVED, never expected), a leg's
 * market liability passed (LIABILITY_ABOVE_LIMIT).
 */
const writeStatement = `
  WITH ${debitPlayerSql({
    id: '$26',
    amount: '$31',
    debit: '$2',
    credit: '$3',
    key: '$4',
    currency: '$5',
    kind: "'sport_bet_stake'",
    refType: "'sport_bet'",
    refId: '$6::text',
  })},
  bet AS (
    INSERT INTO sport_bets (id, user_id, currency, type, system, legs_per_line, stake, stake_per_line, line_count,
      potential_return, odds_policy, idempotency_key, stake_transfer_id, status, decide_at, bonus_grant_id,
      bonus_stake, is_free_bet)
    SELECT $6::uuid, $7, $5, $8, $9, $10, $1, $11, $12, $13, $14, $15, $26, $27, $28, $32::uuid, $33, $34 FROM stake
    RETURNING id),
  legs AS (
    INSERT INTO sport_bet_legs (bet_id, position, selection_id, market_id, event_id, price, market_version)
    SELECT bet.id, leg.position, leg.selection_id, leg.market_id, leg.event_id, leg.price, leg.market_version
    FROM bet, unnest($16::int[], $17::uuid[], $18::uuid[], $19::uuid[], $20::int[], $21::bigint[])
      AS leg (position, selection_id, market_id, event_id, price, market_version)),
  ${sportBetLiabilitySql(
    { selections: '$17::uuid[]', markets: '$18::uuid[]', events: '$19::uuid[]' },
    { stake: '$1::bigint', potentialReturn: '$13::bigint' },
    'bet',
    "$27 = 'open'",
  )},
  ${storeKeySql({ scope: '$22', key: '$23', requestHash: '$24', response: '$25::jsonb' }, 'bet')}
  SELECT
    CASE
      WHEN NOT EXISTS (SELECT 1 FROM key) THEN khela_refuse('IDEMPOTENCY_KEY_TAKEN')
      WHEN stake.debit_balance_after <> $30 THEN khela_refuse('BALANCE_MOVED')
      WHEN EXISTS (
        SELECT 1 FROM liability JOIN unnest($17::uuid[], $29::bigint[]) AS leg (selection_id, liability_limit)
          USING (selection_id)
        WHERE liability.returns - liability.stakes - liability.other_stakes > leg.liability_limit)
      THEN khela_refuse('LIABILITY_ABOVE_LIMIT')
    END AS refused,
    (SELECT coalesce(json_agg(json_build_object('selectionId', selection_id, 'stakes', stakes, 'returns', returns,
      'otherStakes', other_stakes)), '[]') FROM liability) AS liability
  FROM stake`

type WrittenRow = { liability: LiabilityAfter[] }

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
  const { name, text, values } = sportBetWriteStatement(write)
  return sportBetWritten(write, await runFinalStatement<WrittenRow>(tx, name, text, values))
}

export type SportBetWritten = { liability: LiabilityAfter[] | null }

/** The bet's write as a prepared statement, for a transaction that commits it with others (place-sport-bets.ts). */
export function sportBetWriteStatement(write: SportBetWrite): PreparedStatement {
  const { bet, legs, key } = write
  return {
    name: 'sportsbook_bet_write',
    text: writeStatement,
    values: [
      bet.stake,
      write.debit.accountId,
      write.liabilityAccountId,
      `sport-bet:${bet.id}:stake`,
      write.currency,
      bet.id,
      bet.userId,
      bet.type,
      bet.system,
      bet.legsPerLine,
      bet.stakePerLine,
      bet.lineCount,
      bet.potentialReturn,
      bet.oddsPolicy,
      bet.idempotencyKey,
      legs.map((leg) => leg.position),
      legs.map((leg) => leg.selectionId),
      legs.map((leg) => leg.marketId),
      legs.map((leg) => leg.eventId),
      legs.map((leg) => leg.price),
      legs.map((leg) => leg.version),
      key.scope,
      key.key,
      key.requestHash,
      JSON.stringify(write.response),
      bet.stakeTransferId,
      bet.status,
      bet.decideAt,
      legs.map((leg) => leg.liabilityLimit),
      write.debit.balanceAfter,
      write.debit.amount,
      bet.bonusGrantId,
      bet.bonusStake,
      bet.isFreeBet,
    ],
  }
}

/** What the write's statement answered, once its transaction committed (sportBetWriteStatement's rows). */
export function sportBetWritten(write: SportBetWrite, rows: readonly unknown[]): SportBetWritten {
  const [row] = rows as WrittenRow[]
  // No row: the conditional debit matched nothing.
  if (!row) throw new AppError('INSUFFICIENT_FUNDS')
  write.key.stored(true)
  return { liability: write.bet.status === 'open' ? row.liability : null }
}
