import type { Currency } from '@khela/contracts/accounts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'

export type ReferredPlayerActivity = {
  /** When the player's first deposit ever reached their cash (null: none yet). */
  firstDepositAt: Date | null
  /** Completed deposits and paid withdrawals in the period, per currency, in minor units. */
  deposits: Map<Currency, number>
  withdrawals: Map<Currency, number>
  /** At least one stake in the period, in any product. */
  hasBet: boolean
}

/** Stakes in any product: Originals, provider games and the sportsbook. */
const stakeKinds = ['bet_stake', 'provider_bet', 'sport_bet_stake'] as const

/**
 * What each of `userIds` did with money over days `from` to `to` in `timeZone`, read from the ledger, where every
 * completed deposit (`deposit` into cash), paid withdrawal (`withdrawal_settle` out of the hold) and stake is one
 * transfer: whatever path moved the money, it is counted once. The partners' reports sum these per link.
 */
export async function sumReferredPlayers(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  period: { userIds: string[]; from: string; to: string; timeZone: string },
): Promise<Map<string, ReferredPlayerActivity>> {
  const { userIds, from, to, timeZone } = period
  const activity = new Map<string, ReferredPlayerActivity>()
  if (userIds.length === 0) return activity
  for (const userId of userIds)
    activity.set(userId, { firstDepositAt: null, deposits: new Map(), withdrawals: new Map(), hasBet: false })
  const isInPeriod = isWithinDays(ledgerTransfers.createdAt, from, to, timeZone) ?? sql`true`
  // One array parameter, not one parameter per player: an affiliate may bring more players than a statement
  // may carry parameters (65,535).
  const ofPlayers = and(
    eq(ledgerAccounts.ownerKind, 'player'),
    sql`${ledgerAccounts.ownerId} = ANY(${sql.param(userIds)}::text[])`,
  )

  const [deposits, withdrawals, bettors] = await Promise.all([
    db
      .select({
        userId: ledgerAccounts.ownerId,
        currency: ledgerTransfers.currency,
        firstAt: sql<string>`min(${ledgerTransfers.createdAt})`,
        inPeriod: sql<string>`coalesce(sum(${ledgerTransfers.amount}) FILTER (WHERE ${isInPeriod}), 0)::text`,
      })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
      .where(and(ofPlayers, eq(ledgerTransfers.kind, 'deposit'), eq(ledgerAccounts.kind, 'player_cash')))
      .groupBy(ledgerAccounts.ownerId, ledgerTransfers.currency),
    db
      .select({
        userId: ledgerAccounts.ownerId,
        currency: ledgerTransfers.currency,
        total: sql<string>`sum(${ledgerTransfers.amount})::text`,
      })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
      .where(and(ofPlayers, eq(ledgerTransfers.kind, 'withdrawal_settle'), isInPeriod))
      .groupBy(ledgerAccounts.ownerId, ledgerTransfers.currency),
    db
      .selectDistinct({ userId: ledgerAccounts.ownerId })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
      .where(and(ofPlayers, inArray(ledgerTransfers.kind, [...stakeKinds]), isInPeriod)),
  ])

  for (const row of deposits) {
    const player = activity.get(row.userId)
    if (!player) continue
    const firstAt = new Date(row.firstAt)
    if (!player.firstDepositAt || firstAt < player.firstDepositAt) player.firstDepositAt = firstAt
    if (Number(row.inPeriod) > 0) player.deposits.set(row.currency, Number(row.inPeriod))
  }
  for (const row of withdrawals) activity.get(row.userId)?.withdrawals.set(row.currency, Number(row.total))
  for (const row of bettors) {
    const player = activity.get(row.userId)
    if (player) player.hasBet = true
  }
  return activity
}
