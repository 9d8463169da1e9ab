import type { Currency } from '@khela/contracts/accounts'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { findFirstDeposits, sumPlayerBonusCost, sumPlayerMoney } from '../overview/sum-player-money.ts'
import { sumPlayerPlayByProduct } from '../overview/sum-player-net-losses.ts'
import type { PlayerPeriod } from './commission-maths.ts'

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
  const firstDeposits = await findFirstDeposits(db, query)
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
