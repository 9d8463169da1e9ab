import type { Currency } from '@khela/contracts/accounts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'

/** Money into a player's cash from outside: the cashier's deposits and cash paid in at a shop. */
const depositKinds = ['deposit', 'agent_shop_deposit'] as const
/** Money out to the player: withdrawals paid by the cashier or at a shop. */
const withdrawalKinds = ['withdrawal_settle', 'agent_shop_payout'] as const

type Period = { userIds: string[]; from: string; to: string; timeZone: string }

const ofPlayers = (userIds: string[]) =>
  and(
    eq(ledgerAccounts.ownerKind, 'player'),
    sql`${ledgerAccounts.ownerId} = ANY(${sql.param(userIds)}::text[])`,
  )

/**
 * Each of `userIds`' deposits in (`in`) and paid withdrawals out (`out`) per currency over days `from` to `to` in
 * `timeZone`, from the ledger, whichever path moved them (the cashier or a shop). What partners' commissions
 * charge payment fees on.
 */
export async function sumPlayerMoney(db: Pick<Db, 'select'>, period: Period) {
  if (period.userIds.length === 0) return []
  const rows = await db
    .select({
      userId: ledgerAccounts.ownerId,
      currency: ledgerTransfers.currency,
      direction: sql<'in' | 'out'>`CASE WHEN ${ledgerTransfers.creditAccountId} = ${ledgerAccounts.id}
        THEN 'in' ELSE 'out' END`,
      amount: sql<string>`sum(${ledgerTransfers.amount})::text`,
    })
    .from(ledgerAccounts)
    .innerJoin(
      ledgerTransfers,
      sql`(${ledgerTransfers.creditAccountId} = ${ledgerAccounts.id}
        AND ${ledgerTransfers.kind} = ANY(${sql.param([...depositKinds])}::text[]))
        OR (${ledgerTransfers.debitAccountId} = ${ledgerAccounts.id}
        AND ${ledgerTransfers.kind} = ANY(${sql.param([...withdrawalKinds])}::text[]))`,
    )
    .where(
      and(
        ofPlayers(period.userIds),
        isWithinDays(ledgerTransfers.createdAt, period.from, period.to, period.timeZone),
      ),
    )
    .groupBy(ledgerAccounts.ownerId, ledgerTransfers.currency, sql`3`)
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }))
}

/**
 * Each of `userIds`' bonus cost per currency in the period: what the operator's `bonus_cost` accounts paid into
 * the player's own accounts (grants, cashback, free-spin wins) less what came back to them (forfeits).
 */
export async function sumPlayerBonusCost(db: Pick<Db, 'select'>, period: Period) {
  if (period.userIds.length === 0) return []
  const cost = alias(ledgerAccounts, 'cost')
  const rows = await db
    .select({
      userId: ledgerAccounts.ownerId,
      currency: ledgerTransfers.currency,
      cost: sql<string>`sum(CASE WHEN ${ledgerTransfers.creditAccountId} = ${ledgerAccounts.id}
        THEN ${ledgerTransfers.amount} ELSE -${ledgerTransfers.amount} END)::text`,
    })
    .from(ledgerAccounts)
    .innerJoin(
      ledgerTransfers,
      sql`${ledgerTransfers.creditAccountId} = ${ledgerAccounts.id} OR ${ledgerTransfers.debitAccountId} = ${ledgerAccounts.id}`,
    )
    .innerJoin(
      cost,
      and(
        eq(cost.kind, 'bonus_cost'),
        sql`${cost.id} IN (${ledgerTransfers.debitAccountId}, ${ledgerTransfers.creditAccountId})`,
      ),
    )
    .where(
      and(
        ofPlayers(period.userIds),
        isWithinDays(ledgerTransfers.createdAt, period.from, period.to, period.timeZone),
      ),
    )
    .groupBy(ledgerAccounts.ownerId, ledgerTransfers.currency)
  return rows.map((row) => ({ ...row, cost: Number(row.cost) }))
}

/** Each of `userIds`' first deposit ever, up to the end of `to` in `timeZone`: its amount and currency. */
export async function findFirstDeposits(
  db: Pick<Db, 'selectDistinctOn'>,
  query: { userIds: string[]; to: string; timeZone: string },
): Promise<{ userId: string; currency: Currency; amount: number }[]> {
  if (query.userIds.length === 0) return []
  return db
    .selectDistinctOn([ledgerAccounts.ownerId], {
      userId: ledgerAccounts.ownerId,
      currency: ledgerTransfers.currency,
      amount: ledgerTransfers.amount,
    })
    .from(ledgerAccounts)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.creditAccountId, ledgerAccounts.id))
    .where(
      and(
        ofPlayers(query.userIds),
        eq(ledgerAccounts.kind, 'player_cash'),
        inArray(ledgerTransfers.kind, [...depositKinds]),
        isWithinDays(ledgerTransfers.createdAt, undefined, query.to, query.timeZone),
      ),
    )
    .orderBy(ledgerAccounts.ownerId, ledgerTransfers.createdAt, ledgerTransfers.id)
}
