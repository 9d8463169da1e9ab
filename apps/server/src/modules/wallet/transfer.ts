import { isDeepStrictEqual } from 'node:util'
import type { Currency } from '@khela/contracts/accounts'
import { isUuid } from '@khela/contracts/ids'
import { floatAccountKind, minorAmount, type TransferKind } from '@khela/contracts/wallet'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/run-prepared.ts'
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { type AccountFacts, findAccountFacts } from './find-account-facts.ts'
import { isInTransaction, retryingConflicts, runMoneyTransaction } from './run-money-transaction.ts'

export type TransferRequest = {
  /** Unique per intended movement: a retry of the same movement sends the same key. */
  idempotencyKey: string
  /** The account the money leaves. */
  debit: string
  /** The account the money reaches. */
  credit: string
  /** Minor units, a positive safe integer. */
  amount: number
  currency: Currency
  kind: TransferKind
  ref?: { type: string; id: string } | null
  metadata?: Record<string, unknown>
  /**
   * The key names a record made earlier in the caller's transaction (a new bet's id), so no transfer can hold it:
   * inside that transaction the statement then runs without a savepoint of its own (two round trips fewer). Were
   * the key taken after all, the caller's whole transaction fails instead of answering a replay.
   */
  isKeyNew?: boolean
}

export type TransferResult = {
  id: string
  idempotencyKey: string
  debitAccountId: string
  creditAccountId: string
  amount: number
  currency: Currency
  kind: TransferKind
  refType: string | null
  refId: string | null
  metadata: Record<string, unknown>
  /** Player accounts' balances right after the transfer; null for operator accounts (derived balances). */
  debitBalanceAfter: number | null
  creditBalanceAfter: number | null
  createdAt: Date
  /** True when this key had already moved the money and the first result is returned. */
  isReplay: boolean
}

/** Thrown inside the transaction to undo its balance changes when the key turns out to be taken. */
class KeyTaken extends Error {}

/**
 * Moves `amount` from one account to another as one immutable transfer, atomically. A player account given is
 * debited by one conditional statement (no row changes → INSUFFICIENT_FUNDS) and credited with its stored
 * balance; an agent's float the same way, down to minus its credit limit (FLOAT_LIMIT_REACHED, decision 0016); operator accounts keep no running balance, so they are never a hot row. The same key with the same
 * parameters returns the first result without moving anything again; with other parameters it is refused
 * (IDEMPOTENCY_KEY_REUSED).
 */
export async function transfer(db: Db, request: TransferRequest): Promise<TransferResult> {
  const metadata = normalisedMetadata(request.metadata)
  const facts = await checkedAccounts(db, request)
  const isStored = { debit: keepsStoredBalance(facts.debit), credit: keepsStoredBalance(facts.credit) }
  const tooLow = facts.debit.kind === floatAccountKind ? 'FLOAT_LIMIT_REACHED' : 'INSUFFICIENT_FUNDS'
  try {
    const moved =
      isStored.debit && isStored.credit
        ? await moveBetweenStoredAccounts(db, request, metadata, tooLow)
        : await moveInOneStatement(db, request, metadata, isStored, tooLow)
    return { ...resultOf(request, metadata), ...moved, isReplay: false }
  } catch (error) {
    // A taken key, or a balance too low because the first request under this key already spent it: answer
    // from the transfer that key made, if it exists.
    const isInsufficient = error instanceof AppError && error.code === tooLow
    const isKeyTaken =
      error instanceof KeyTaken || isUniqueViolation(error, 'ledger_transfers_idempotency_key_unique')
    if (!isKeyTaken && !isInsufficient) throw error
    const first = await findTransferByKey(db, request.idempotencyKey)
    if (!first) throw error
    if (!isSameRequest(first, request, metadata))
      throw new AppError('IDEMPOTENCY_KEY_REUSED', {
        internalDetail: `idempotency key ${request.idempotencyKey} belongs to transfer ${first.id}`,
      })
    return { ...first, isReplay: true }
  }
}

/** Players' accounts and agents' floats carry a running balance; the operator's are derived from the transfers. */
function keepsStoredBalance(account: AccountFacts): boolean {
  return account.ownerKind === 'player' || account.ownerKind === 'partner'
}

type Moved = Pick<TransferResult, 'id' | 'debitBalanceAfter' | 'creditBalanceAfter' | 'createdAt'>

function resultOf(request: TransferRequest, metadata: Record<string, unknown>) {
  return {
    idempotencyKey: request.idempotencyKey,
    debitAccountId: request.debit,
    creditAccountId: request.credit,
    amount: request.amount,
    currency: request.currency,
    kind: request.kind,
    refType: request.ref?.type ?? null,
    refId: request.ref?.id ?? null,
    metadata,
  }
}

/**
 * The common case (a player and an operator account: stakes, wins, deposits, adjustments) as one statement, so
 * it needs no explicit transaction: the conditional update of the player's row and the insert of the transfer
 * succeed or fail together. A taken key fails the insert with a unique violation, which undoes the update too.
 * Inside a caller's transaction it runs in a savepoint, so that failure does not abort the caller's work.
 * $1 amount, $2 debit, $3 credit, $4 key, $5 currency, $6 kind, $7 ref type, $8 ref id, $9 metadata.
 */
const transferStatements = {
  debitPlayer: `
    WITH moved AS (
      UPDATE ledger_accounts SET balance = balance - $1
      WHERE id = $2 AND balance + coalesce(credit_limit, 0) >= $1 RETURNING balance)
    INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, currency, kind,
      ref_type, ref_id, metadata, debit_balance_after)
    SELECT $4, $2, $3, $1, $5, $6, $7, $8, $9::jsonb, moved.balance FROM moved
    RETURNING id, debit_balance_after, credit_balance_after, created_at`,
  creditPlayer: `
    WITH moved AS (UPDATE ledger_accounts SET balance = balance + $1 WHERE id = $3 RETURNING balance)
    INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, currency, kind,
      ref_type, ref_id, metadata, credit_balance_after)
    SELECT $4, $2, $3, $1, $5, $6, $7, $8, $9::jsonb, moved.balance FROM moved
    RETURNING id, debit_balance_after, credit_balance_after, created_at`,
}

/**
 * The common case's debit of a player account (`transferStatements.debitPlayer`), for any number of accounts at
 * once, as two CTEs for a caller's own statement: `moved` (the conditional updates, each row the movement's `n`
 * and the balance after it; none for an account whose balance is too low) and `stake`, the transfers of the
 * movements that moved, each with `debit_balance_after`. `movements` names a row source (a CTE) with the columns
 * n (distinct), id (the transfer's), idempotency_key, debit_account_id (each account at most once),
 * credit_account_id, amount, currency, kind, ref_type and ref_id. For a caller that holds the players' cash locks
 * and whose keys are new (records made in the same statement).
 */
export const debitPlayersSql = (movements: string) => `
  moved AS (
    UPDATE ledger_accounts a SET balance = a.balance - m.amount
    FROM ${movements} m
    WHERE a.id = m.debit_account_id AND a.balance >= m.amount
    RETURNING m.n, a.balance),
  stake AS (
    INSERT INTO ledger_transfers (id, idempotency_key, debit_account_id, credit_account_id, amount, currency, kind,
      ref_type, ref_id, metadata, debit_balance_after)
    SELECT m.id, m.idempotency_key, m.debit_account_id, m.credit_account_id, m.amount, m.currency, m.kind,
      m.ref_type, m.ref_id, '{}'::jsonb, moved.balance
    FROM ${movements} m JOIN moved USING (n)
    RETURNING debit_balance_after)`

type MovedRow = {
  id: string
  debit_balance_after: unknown
  credit_balance_after: unknown
  created_at: unknown
}

async function moveInOneStatement(
  db: Db,
  request: TransferRequest,
  metadata: Record<string, unknown>,
  isStored: { debit: boolean; credit: boolean },
  tooLow: 'INSUFFICIENT_FUNDS' | 'FLOAT_LIMIT_REACHED',
): Promise<Moved> {
  const shape = isStored.debit ? 'debitPlayer' : 'creditPlayer'
  const values = [
    request.amount,
    request.debit,
    request.credit,
    request.idempotencyKey,
    request.currency,
    request.kind,
    request.ref?.type ?? null,
    request.ref?.id ?? null,
    JSON.stringify(metadata),
  ]
  const run = async (target: Db) => {
    const [row] = await runPrepared<MovedRow>(
      target,
      `wallet_transfer_${shape}`,
      transferStatements[shape],
      values,
    )
    // No row: the conditional debit matched nothing.
    if (!row) throw new AppError(tooLow)
    return {
      id: row.id,
      debitBalanceAfter: nullableNumber(row.debit_balance_after),
      creditBalanceAfter: nullableNumber(row.credit_balance_after),
      createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
    }
  }
  if (isInTransaction(db)) return request.isKeyNew ? run(db) : db.transaction((tx) => run(tx))
  return retryingConflicts(() => run(db))
}

/**
 * Both sides keep a stored balance (a player's cash to hold and back, a float to a child's float or a player's
 * cash): a transaction that locks the two rows in the order of their ids, so two such transfers in opposite
 * directions cannot deadlock.
 */
async function moveBetweenStoredAccounts(
  db: Db,
  request: TransferRequest,
  metadata: Record<string, unknown>,
  tooLow: 'INSUFFICIENT_FUNDS' | 'FLOAT_LIMIT_REACHED',
): Promise<Moved> {
  return runMoneyTransaction(db, async (tx) => {
    const sides = (['debit', 'credit'] as const).toSorted((a, b) => (request[a] < request[b] ? -1 : 1))
    const balancesAfter: { debit: number | null; credit: number | null } = { debit: null, credit: null }
    for (const side of sides) {
      balancesAfter[side] =
        side === 'debit'
          ? await debitStoredAccount(tx, request.debit, request.amount, tooLow)
          : await creditStoredAccount(tx, request.credit, request.amount)
    }
    const [row] = await tx
      .insert(ledgerTransfers)
      .values({
        ...resultOf(request, metadata),
        debitBalanceAfter: balancesAfter.debit,
        creditBalanceAfter: balancesAfter.credit,
      })
      .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
      .returning({
        id: ledgerTransfers.id,
        debitBalanceAfter: ledgerTransfers.debitBalanceAfter,
        creditBalanceAfter: ledgerTransfers.creditBalanceAfter,
        createdAt: ledgerTransfers.createdAt,
      })
    if (!row) throw new KeyTaken()
    return row
  })
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value)
}

async function checkedAccounts(db: Db, request: TransferRequest) {
  const amount = minorAmount.safeParse(request.amount)
  if (!amount.success)
    throw new AppError('VALIDATION_FAILED', { fields: { amount: amount.error.issues[0]?.message ?? '' } })
  if (request.debit === request.credit)
    throw new AppError('VALIDATION_FAILED', { fields: { credit: 'INVALID_CHOICE' } })
  if (!isUuid(request.debit) || !isUuid(request.credit)) throw new AppError('NOT_FOUND')
  const facts = await findAccountFacts(db, [request.debit, request.credit])
  const debit = facts.get(request.debit)
  const credit = facts.get(request.credit)
  if (!debit || !credit)
    throw new AppError('NOT_FOUND', { internalDetail: `ledger account missing for ${request.kind}` })
  // The only guard: the table has no foreign keys (see schema/ledger.ts); the reconciliation reports a stray.
  if (debit.currency !== request.currency || credit.currency !== request.currency)
    throw new AppError('VALIDATION_FAILED', { fields: { currency: 'INVALID_CHOICE' } })
  return { debit, credit }
}

/** The balance may reach minus the credit limit, which only floats have (null, so zero, for a player's). */
async function debitStoredAccount(
  tx: Db,
  id: string,
  amount: number,
  tooLow: 'INSUFFICIENT_FUNDS' | 'FLOAT_LIMIT_REACHED',
): Promise<number> {
  const [row] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} - ${amount}` })
    .where(
      and(
        eq(ledgerAccounts.id, id),
        gte(sql`${ledgerAccounts.balance} + coalesce(${ledgerAccounts.creditLimit}, 0)`, amount),
      ),
    )
    .returning({ balance: ledgerAccounts.balance })
  if (row?.balance == null) throw new AppError(tooLow)
  return row.balance
}

async function creditStoredAccount(tx: Db, id: string, amount: number): Promise<number> {
  const [row] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(eq(ledgerAccounts.id, id))
    .returning({ balance: ledgerAccounts.balance })
  if (row?.balance == null) throw new Error(`account ${id} keeps no stored balance`)
  return row.balance
}

async function findTransferByKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey))
  return row
}

/** Drops what JSON cannot hold (undefined values), as jsonb would, so a replay compares equal. */
function normalisedMetadata(metadata: Record<string, unknown> | undefined): Record<string, unknown> {
  return metadata ? (JSON.parse(JSON.stringify(metadata)) as Record<string, unknown>) : {}
}

function isSameRequest(
  first: typeof ledgerTransfers.$inferSelect,
  request: TransferRequest,
  metadata: Record<string, unknown>,
): boolean {
  return (
    first.debitAccountId === request.debit &&
    first.creditAccountId === request.credit &&
    first.amount === request.amount &&
    first.currency === request.currency &&
    first.kind === request.kind &&
    first.refType === (request.ref?.type ?? null) &&
    first.refId === (request.ref?.id ?? null) &&
    isDeepStrictEqual(first.metadata, metadata)
  )
}
