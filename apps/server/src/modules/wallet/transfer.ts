import { isDeepStrictEqual } from 'node:util'
import type { Currency } from '@khela/contracts/accounts'
import { minorAmount, type TransferKind } from '@khela/contracts/wallet'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts'
import { AppError } from '../../lib/app-error.ts'
import { findAccountFacts } from './find-account-facts.ts'
import { runMoneyTransaction } from './run-money-transaction.ts'

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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Thrown inside the transaction to undo its balance changes when the key turns out to be taken. */
class KeyTaken extends Error {}

/**
 * Moves `amount` from one account to another as one immutable transfer, in one transaction. A player account
 * given is debited by one conditional statement (no row changes → INSUFFICIENT_FUNDS) and credited with its
 * stored balance; operator accounts keep no running balance, so they are never a hot row. The same key with the
 * same parameters returns the first result without moving anything again; with other parameters it is refused
 * (IDEMPOTENCY_KEY_REUSED).
 */
export async function transfer(db: Db, request: TransferRequest): Promise<TransferResult> {
  const metadata = normalisedMetadata(request.metadata)
  const facts = await checkedAccounts(db, request)
  try {
    return await runMoneyTransaction(db, async (tx) => {
      // Player rows are locked in the order of their ids, so two transfers between the same two players in
      // opposite directions cannot deadlock.
      const sides = [
        { side: 'debit' as const, id: request.debit, isPlayer: facts.debit.ownerKind === 'player' },
        { side: 'credit' as const, id: request.credit, isPlayer: facts.credit.ownerKind === 'player' },
      ]
        .filter((entry) => entry.isPlayer)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
      const balancesAfter: { debit: number | null; credit: number | null } = { debit: null, credit: null }
      for (const { side, id } of sides) {
        balancesAfter[side] =
          side === 'debit'
            ? await debitPlayerAccount(tx, id, request.amount)
            : await creditPlayerAccount(tx, id, request.amount)
      }
      const [row] = await tx
        .insert(ledgerTransfers)
        .values({
          idempotencyKey: request.idempotencyKey,
          debitAccountId: request.debit,
          creditAccountId: request.credit,
          amount: request.amount,
          currency: request.currency,
          kind: request.kind,
          refType: request.ref?.type ?? null,
          refId: request.ref?.id ?? null,
          metadata,
          debitBalanceAfter: balancesAfter.debit,
          creditBalanceAfter: balancesAfter.credit,
        })
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning()
      if (!row) throw new KeyTaken()
      return { ...row, isReplay: false }
    })
  } catch (error) {
    // A taken key, or a balance too low because the first request under this key already spent it: answer
    // from the transfer that key made, if it exists.
    const isInsufficient = error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS'
    if (!(error instanceof KeyTaken) && !isInsufficient) throw error
    const first = await findTransferByKey(db, request.idempotencyKey)
    if (!first) throw error
    if (!isSameRequest(first, request, metadata))
      throw new AppError('IDEMPOTENCY_KEY_REUSED', {
        internalDetail: `idempotency key ${request.idempotencyKey} belongs to transfer ${first.id}`,
      })
    return { ...first, isReplay: true }
  }
}

async function checkedAccounts(db: Db, request: TransferRequest) {
  const amount = minorAmount.safeParse(request.amount)
  if (!amount.success)
    throw new AppError('VALIDATION_FAILED', { fields: { amount: amount.error.issues[0]?.message ?? '' } })
  if (request.debit === request.credit)
    throw new AppError('VALIDATION_FAILED', { fields: { credit: 'INVALID_CHOICE' } })
  if (!uuidPattern.test(request.debit) || !uuidPattern.test(request.credit)) throw new AppError('NOT_FOUND')
  const facts = await findAccountFacts(db, [request.debit, request.credit])
  const debit = facts.get(request.debit)
  const credit = facts.get(request.credit)
  if (!debit || !credit)
    throw new AppError('NOT_FOUND', { internalDetail: `ledger account missing for ${request.kind}` })
  // The foreign keys refuse it too; checking first gives a clear error instead of a constraint violation.
  if (debit.currency !== request.currency || credit.currency !== request.currency)
    throw new AppError('VALIDATION_FAILED', { fields: { currency: 'INVALID_CHOICE' } })
  return { debit, credit }
}

async function debitPlayerAccount(tx: Db, id: string, amount: number): Promise<number> {
  const [row] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} - ${amount}` })
    .where(and(eq(ledgerAccounts.id, id), gte(ledgerAccounts.balance, amount)))
    .returning({ balance: ledgerAccounts.balance })
  if (row?.balance == null) throw new AppError('INSUFFICIENT_FUNDS')
  return row.balance
}

async function creditPlayerAccount(tx: Db, id: string, amount: number): Promise<number> {
  const [row] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(eq(ledgerAccounts.id, id))
    .returning({ balance: ledgerAccounts.balance })
  if (row?.balance == null) throw new Error(`player account ${id} has no balance`)
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
