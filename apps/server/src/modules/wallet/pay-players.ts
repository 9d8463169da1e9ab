import type { Currency } from '@khela/contracts/accounts'
import { minorAmount, type TransferKind } from '@khela/contracts/wallet'
import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/run-prepared.ts'
import { findAccountFacts } from './find-account-facts.ts'
import { isInTransaction } from './run-money-transaction.ts'

export type PlayerPayment = {
  /** The transfer's key: new, named after the record it pays (a bet being settled in the same transaction). */
  idempotencyKey: string
  /** A player's account in the payments' currency. */
  credit: string
  /** Minor units, a positive safe integer. */
  amount: number
  refId: string
}

export type PlayerPayments = {
  /** The operator account every payment leaves (derived balance, so never a hot row). */
  debit: string
  currency: Currency
  kind: TransferKind
  refType: string
  payments: readonly PlayerPayment[]
}

/**
 * One statement for a batch of payments: the players' accounts locked in the order of their ids (as every batch
 * and every single transfer takes them, so two payers cannot deadlock), each credited with the sum of its
 * payments, and one immutable transfer per payment, each carrying the balance right after it (the account's new
 * balance less the payments that come after it in the batch). $1 keys, $2 accounts, $3 amounts, $4 ref ids,
 * $5 currency, $6 debit account, $7 kind, $8 ref type.
 */
const payPlayersStatement = `
  WITH payment AS MATERIALIZED (
    SELECT key, credit, amount, ref_id, position
    FROM unnest($1::text[], $2::uuid[], $3::bigint[], $4::text[]) WITH ORDINALITY
      AS input (key, credit, amount, ref_id, position)),
  total AS MATERIALIZED (SELECT credit, sum(amount)::bigint AS amount FROM payment GROUP BY credit),
  locked AS MATERIALIZED (
    SELECT account.id FROM ledger_accounts account JOIN total ON total.credit = account.id
    WHERE account.owner_kind = 'player' AND account.currency = $5
    ORDER BY account.id FOR UPDATE OF account),
  moved AS (
    UPDATE ledger_accounts account SET balance = account.balance + total.amount
    FROM locked JOIN total ON total.credit = locked.id
    WHERE account.id = locked.id
    RETURNING account.id, account.balance)
  INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, currency, kind,
    ref_type, ref_id, credit_balance_after)
  SELECT payment.key, $6::uuid, payment.credit, payment.amount, $5, $7, $8, payment.ref_id,
    moved.balance - coalesce(sum(payment.amount) OVER (PARTITION BY payment.credit ORDER BY payment.position
      ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0)
  FROM payment JOIN moved ON moved.id = payment.credit
  ORDER BY payment.position
  RETURNING 1 AS paid`

/**
 * Pays many players from one operator account inside the caller's transaction, in one round trip: what
 * settlement needs to pay a batch of bets (a transfer each would be one round trip per winner). The keys must be
 * new, named after records the caller locked and settles in the same transaction: a taken key fails the statement
 * and with it the caller's transaction, so nothing is paid twice and nothing half-paid. Every account must be a
 * player's in `currency`; otherwise nothing is paid and it throws.
 */
export async function payPlayers(tx: Db, request: PlayerPayments): Promise<void> {
  const { payments } = request
  if (payments.length === 0) return
  if (!isInTransaction(tx)) throw new Error('payPlayers runs inside the caller’s transaction')
  for (const payment of payments)
    if (!minorAmount.safeParse(payment.amount).success)
      throw new Error(`payment ${payment.idempotencyKey}: ${payment.amount} is not a positive amount`)
  const debit = (await findAccountFacts(tx, [request.debit])).get(request.debit)
  if (!debit || debit.ownerKind === 'player' || debit.currency !== request.currency)
    throw new Error(`account ${request.debit} is not an operator account in ${request.currency}`)
  const rows = await runPrepared(tx, 'wallet_pay_players', payPlayersStatement, [
    payments.map((payment) => payment.idempotencyKey),
    payments.map((payment) => payment.credit),
    payments.map((payment) => payment.amount),
    payments.map((payment) => payment.refId),
    request.currency,
    request.debit,
    request.kind,
    request.refType,
  ])
  if (rows.length !== payments.length)
    throw new Error(
      `paid ${rows.length} of ${payments.length}: an account is not a player's in ${request.currency}`,
    )
}
