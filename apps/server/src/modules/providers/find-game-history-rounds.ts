import type { GameHistoryDay, GameHistoryRound, GameHistoryTotals } from '@khela/contracts/game-history'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { dayOf, isWithinDays } from '../../lib/zoned-days.ts'
import { findProviderGameNames, findProviderNames } from '../catalog/find-wallet-provider.ts'
import { playerFilter } from './find-admin-provider-rounds.ts'
import { findProviderSettings, stuckCutoff } from './provider-settings.ts'

/** Game History's filter on provider rounds: player, one provider, and days (opened) in `timeZone`. */
export type GameHistoryRoundFilter = {
  player?: string
  provider?: string
  from?: string
  to?: string
  timeZone: string
}

export type GameHistoryRoundDay = Extract<GameHistoryDay, { source: 'provider' }>

/**
 * A round counts what it staked less what was rolled back or refunded, and what it won, as the overview's charts
 * do; it counts as a bet unless all its stake came back and it won nothing.
 */
const totalsColumns = {
  bets: sql<number>`count(*) FILTER (WHERE ${providerRounds.staked} > ${providerRounds.refunded} OR ${providerRounds.won} > 0)::int`,
  stakes: sql<string>`coalesce(sum(${providerRounds.staked} - ${providerRounds.refunded}), 0)::text`,
  payouts: sql<string>`coalesce(sum(${providerRounds.won}), 0)::text`,
}

/**
 * The provider rounds side of Game History (originals' find-admin-bets.ts merges it with the bets): the ids and
 * opening times of the `newest` rounds that match, newest first, for the caller to page the two lists as one; the
 * count and totals of every match, per game and day; and the providers the Source filter offers.
 */
export async function findGameHistoryRounds(
  db: Db,
  filter: GameHistoryRoundFilter,
  newest: number,
): Promise<{
  newest: { id: string; at: Date }[]
  total: number
  totals: GameHistoryTotals
  byGameAndDay: GameHistoryRoundDay[]
  providers: { code: string; name: string }[]
}> {
  const where = and(
    ...playerFilter(filter.player),
    filter.provider ? eq(providerRounds.providerCode, filter.provider) : undefined,
    isWithinDays(providerRounds.openedAt, filter.from, filter.to, filter.timeZone),
  )
  const roundDay = dayOf(providerRounds.openedAt, filter.timeZone)
  const [keys, [totals], days, providers] = await Promise.all([
    db
      .select({ id: providerRounds.id, at: providerRounds.openedAt })
      .from(providerRounds)
      .innerJoin(users, eq(users.id, providerRounds.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, providerRounds.userId))
      .where(where)
      .orderBy(desc(providerRounds.openedAt), desc(providerRounds.id))
      .limit(newest),
    db
      .select({ ...totalsColumns, total: sql<number>`count(*)::int` })
      .from(providerRounds)
      .innerJoin(users, eq(users.id, providerRounds.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, providerRounds.userId))
      .where(where),
    db
      .select({
        ...totalsColumns,
        providerCode: providerRounds.providerCode,
        gameCode: providerRounds.gameCode,
        day: roundDay,
      })
      .from(providerRounds)
      .innerJoin(users, eq(users.id, providerRounds.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, providerRounds.userId))
      .where(where)
      .groupBy(providerRounds.providerCode, providerRounds.gameCode, roundDay),
    findProviderNames(db),
  ])
  const names = await findProviderGameNames(
    db,
    days.map((day) => ({ providerCode: day.providerCode, code: day.gameCode })),
  )
  const providerNames = new Map(providers.map((provider) => [provider.code, provider.name]))
  return {
    newest: keys.map((key) => ({ id: key.id, at: key.at })),
    total: totals?.total ?? 0,
    totals: toTotals(totals ?? { bets: 0, stakes: '0', payouts: '0' }),
    byGameAndDay: days.map((day) => {
      const name = names.get(`${day.providerCode}/${day.gameCode}`)
      return {
        source: 'provider' as const,
        provider: { code: day.providerCode, name: providerNames.get(day.providerCode) ?? day.providerCode },
        game: { code: day.gameCode, title: name?.title ?? day.gameCode },
        day: day.day,
        ...toTotals(day),
      }
    }),
    providers,
  }
}

/** The rounds `ids` as Game History shows them, in no particular order; `now` is on the rules clock. */
export async function findGameHistoryRoundRows(
  db: Db,
  ids: string[],
  now: Date,
): Promise<GameHistoryRound[]> {
  if (ids.length === 0) return []
  const [rows, settings] = await Promise.all([
    db
      .select({ round: providerRounds, player: { id: users.id, name: users.name, email: users.email } })
      .from(providerRounds)
      .innerJoin(users, eq(users.id, providerRounds.userId))
      .where(inArray(providerRounds.id, ids)),
    findProviderSettings(db),
  ])
  const cutoff = stuckCutoff(settings, now)
  const [names, providers] = await Promise.all([
    findProviderGameNames(
      db,
      rows.map(({ round }) => ({ providerCode: round.providerCode, code: round.gameCode })),
    ),
    findProviderNames(db),
  ])
  const providerNames = new Map(providers.map((provider) => [provider.code, provider.name]))
  return rows.map(({ round, player }) => {
    const stake = round.staked - round.refunded
    return {
      source: 'provider' as const,
      id: round.id,
      roundRef: round.roundRef,
      provider: {
        code: round.providerCode,
        name: providerNames.get(round.providerCode) ?? round.providerCode,
      },
      game: {
        code: round.gameCode,
        title: names.get(`${round.providerCode}/${round.gameCode}`)?.title ?? round.gameCode,
      },
      player,
      currency: round.currency,
      stake,
      payout: round.won,
      ggr: stake - round.won,
      status: round.status,
      isStuck: round.status === 'open' && round.openedAt < cutoff,
      createdAt: round.openedAt.toISOString(),
      settledAt: round.closedAt?.toISOString() ?? null,
    }
  })
}

function toTotals(row: { bets: number; stakes: string; payouts: string }): GameHistoryTotals {
  const stakes = Number(row.stakes)
  const payouts = Number(row.payouts)
  return { bets: row.bets, stakes, payouts, ggr: stakes - payouts }
}
