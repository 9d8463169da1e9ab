import type { Currency } from '@khela/contracts/accounts'
import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/run-prepared.ts'
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
 * $1 the whole stake, $2 cash account, $3 liability account, $4 the transfer's key, $5 currency, $6 bet id,
 * $7 player, $8 bet type, $9 system, $10 legs per line, $11 stake per line, $12 lines, $13 potential return,
 * $14 odds policy, $15 the request's Idempotency-Key; the legs, in the slip's order: $16 positions,
 * $17 selections, $18 markets, $19 events, $20 prices, $21 market versions; the key's record: $22 scope, $23 key,
 * $24 request hash, $25 answer; $26 the transfer's id; $27 the bet's status (a `pending` one takes no liability
 * yet), $28 when a pending one is decided.
 */
const writeStatement = `
  WITH ${debitPlayerSql({
    id: '$26',
    amount: '$1',
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
      potential_return, odds_policy, idempotency_key, stake_transfer_id, status, decide_at)
    SELECT $6::uuid, $7, $5, $8, $9, $10, $1, $11, $12, $13, $14, $15, $26, $27, $28 FROM stake
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
  SELECT stake.debit_balance_after AS balance_after,
    (SELECT coalesce(json_agg(json_build_object('selectionId', selection_id, 'stakes', stakes, 'returns', returns,
      'otherStakes', other_stakes)), '[]') FROM liability) AS liability,
    EXISTS (SELECT 1 FROM key) AS is_key_stored
  FROM stake`

type WrittenRow = {
  balance_after: unknown
  liability: LiabilityAfter[]
  is_key_stored: boolean
}

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
  >
  currency: Currency
  cashAccountId: string
  liabilityAccountId: string
  legs: readonly {
    position: number
    selectionId: string
    marketId: string
    eventId: string
    price: number
    version: number
  }[]
  key: KeyRecord
  /** The request's answer, kept with its key. */
  response: unknown
}

/**
 * Writes the bet (writeStatement) and reports its key's record as stored or taken (`key.stored`). A balance
 * below the stake is INSUFFICIENT_FUNDS. Returns the cash balance after the stake and the backed selections'
 * liability after the bet, for checkBetLiability (null for a pending bet, which takes none yet).
 */
export async function writeSportBet(
  tx: Db,
  write: SportBetWrite,
): Promise<{ balanceAfter: number; liability: LiabilityAfter[] | null }> {
  const { bet, legs, key } = write
  const [row] = await runPrepared<WrittenRow>(tx, 'sportsbook_bet_write', writeStatement, [
    bet.stake,
    write.cashAccountId,
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
  ])
  // No row: the conditional debit matched nothing.
  if (!row) throw new AppError('INSUFFICIENT_FUNDS')
  key.stored(row.is_key_stored)
  return { balanceAfter: Number(row.balance_after), liability: bet.status === 'open' ? row.liability : null }
}
