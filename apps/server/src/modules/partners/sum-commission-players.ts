import type { Currency } from '@khela/contracts/accounts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'
import { sumPlayerPlayByProduct } from '../overview/sum-player-net-losses.ts'
import type { PlayerPeriod } from './commission-maths.ts'

/** Money into a player's cash from outside: the cashier's deposits and cash paid in at a shop. */
const depositKinds = ['deposit', 'agent_shop_deposit'] as const
/** Money out to the player: withdrawals paid by the cashier or at a shop. */
const withdrawalKinds = ['withdrawal_settle', 'agent_shop_payout'] as const

type Period = { from: string; to: string; timeZone: string }

/** `${playerId}:${currency}` */
export const playerCurrencyKey = (playerId: string, currency: Currency) => `${playerId}:${currency}`

/**
 * What each of `userIds` did in the period, per currency: GGR per product and turnover (as the overview counts
 * them), deposits and paid withdrawals (from the ledger, whichever path moved them), and the bonus cost: what the
 * operator's `bonus_cost` accounts paid into the player's own accounts (grants, cashback, free-spin wins) less what
 * came back to them (forfeits). Players who did nothing are left out.
 */
export async function sumCommissionPlayers(
  db: Db,
  period: Period & { userIds: string[] },
): Promise<Map<string, PlayerPeriod & { currency: Currency }>> {
  const found = new Map<string, PlayerPeriod & { currency: Currency }>()
  if (period.userIds.length === 0) return found
  const { userIds } = period
  const names = new Map(
    (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))).map(
      (row) => [row.id, row.name],
    ),
  )
  const entry = (playerId: string, currency: Currency) => {
    const key = playerCurrencyKey(playerId, currency)
    let player = found.get(key)
    if (!player) {
      player = {
        playerId,
        playerName: names.get(playerId) ?? playerId,
        currency,
        casinoGgr: 0,
        sportsbookGgr: 0,
        turnover: 0,
        deposits: 0,
        withdrawals: 0,
        bonusCost: 0,
      }
      found.set(key, player)
    }
    return player
  }

  const [play, money, bonusCost] = await Promise.all([
    sumPlayerPlayByProduct(db, period),
    sumPlayerMoney(db, period),
    sumPlayerBonusCost(db, period),
  ])
  for (const row of play) {
    const player = entry(row.userId, row.currency)
    player.turnover += row.stakes
    if (row.product === 'casino') player.casinoGgr += row.netLoss
    else player.sportsbookGgr += row.netLoss
  }
  for (const row of money) {
    const player = entry(row.userId, row.currency)
    if (row.direction === 'in') player.deposits += row.amount
    else player.withdrawals += row.amount
  }
  for (const row of bonusCost) entry(row.userId, row.currency).bonusCost += row.cost
  return found
}

/** Deposits in and withdrawals out of each player's accounts in the period, from the ledger. */
async function sumPlayerMoney(db: Db, period: Period & { userIds: string[] }) {
  const isInPeriod = isWithinDays(ledgerTransfers.createdAt, period.from, period.to, period.timeZone)
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
        eq(ledgerAccounts.ownerKind, 'player'),
        sql`${ledgerAccounts.ownerId} = ANY(${sql.param(period.userIds)}::text[])`,
        isInPeriod,
      ),
    )
    .groupBy(ledgerAccounts.ownerId, ledgerTransfers.currency, sql`3`)
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }))
}

/** The bonus cost's movements to and from each player's own accounts in the period. */
async function sumPlayerBonusCost(db: Db, period: Period & { userIds: string[] }) {
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
        eq(ledgerAccounts.ownerKind, 'player'),
        sql`${ledgerAccounts.ownerId} = ANY(${sql.param(period.userIds)}::text[])`,
        isWithinDays(ledgerTransfers.createdAt, period.from, period.to, period.timeZone),
      ),
    )
    .groupBy(ledgerAccounts.ownerId, ledgerTransfers.currency)
  return rows.map((row) => ({ ...row, cost: Number(row.cost) }))
}

/**
 * CPA: each of `userIds` whose first deposit ever (by the end of `to`) reached `minDeposit` and whose stakes in
 * every product up to the end of `to` reached `minTurnover`, with both figures.
 */
export async function findCpaQualifiers(
  db: Db,
  query: { userIds: string[]; to: string; timeZone: string; minDeposit: number; minTurnover: number },
): Promise<Map<string, { firstDeposit: number; turnover: number; currency: Currency }>> {
  const qualifiers = new Map<string, { firstDeposit: number; turnover: number; currency: Currency }>()
  if (query.userIds.length === 0) return qualifiers
  const firstDeposits = await db
    .selectDistinctOn([ledgerAccounts.ownerId], {
      userId: ledgerAccounts.ownerId,
      currency: ledgerTransfers.currency,
      amount: ledgerTransfers.amount,
    })
    .from(ledgerAccounts)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.creditAccountId, ledgerAccounts.id))
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.kind, 'player_cash'),
        sql`${ledgerAccounts.ownerId} = ANY(${sql.param(query.userIds)}::text[])`,
        inArray(ledgerTransfers.kind, [...depositKinds]),
        isWithinDays(ledgerTransfers.createdAt, undefined, query.to, query.timeZone),
      ),
    )
    .orderBy(ledgerAccounts.ownerId, ledgerTransfers.createdAt, ledgerTransfers.id)
  const reached = firstDeposits.filter((row) => row.amount >= query.minDeposit)
  if (reached.length === 0) return qualifiers
  const play = await sumPlayerPlayByProduct(db, {
    userIds: reached.map((row) => row.userId),
    from: undefined,
    to: query.to,
    timeZone: query.timeZone,
  })
  const turnover = new Map<string, number>()
  for (const row of play) {
    const key = playerCurrencyKey(row.userId, row.currency)
    turnover.set(key, (turnover.get(key) ?? 0) + row.stakes)
  }
  for (const row of reached) {
    const staked = turnover.get(playerCurrencyKey(row.userId, row.currency)) ?? 0
    if (staked >= query.minTurnover)
      qualifiers.set(row.userId, { firstDeposit: row.amount, turnover: staked, currency: row.currency })
  }
  return qualifiers
}
