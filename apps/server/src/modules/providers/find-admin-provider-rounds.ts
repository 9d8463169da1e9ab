import type {
  AdminProviderRoundDetail,
  AdminProviderRoundPage,
  AdminProviderRoundRow,
  adminProviderRoundQuery,
} from '@khela/contracts/provider-rounds'
import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { providerRounds, providerTransactions } from '../../db/schema/providers.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { findProviderSettings, stuckCutoff } from './provider-settings.ts'

type Round = typeof providerRounds.$inferSelect
type Player = { id: string; name: string; email: string }

/**
 * Provider rounds for the back office, newest first: by player (id, or part of the name, email or phone), provider,
 * the provider's round id, one of its transaction ids, status (open, closed, or stuck: open longer than the
 * operator's `stuckRoundMinutes`) and the days the round opened in the operator's time zone.
 */
export async function findAdminProviderRounds(
  db: Db,
  query: z.output<typeof adminProviderRoundQuery>,
  now: Date,
): Promise<AdminProviderRoundPage> {
  const [{ timeZone }, settings] = await Promise.all([findSiteSettings(db), findProviderSettings(db)])
  const cutoff = stuckCutoff(settings, now)
  const filters: (SQL | undefined)[] = [
    ...playerFilter(query.player),
    query.provider ? eq(providerRounds.providerCode, query.provider) : undefined,
    query.round ? eq(providerRounds.roundRef, query.round) : undefined,
    query.transaction
      ? inArray(
          providerRounds.id,
          db
            .select({ id: providerTransactions.roundId })
            .from(providerTransactions)
            .where(eq(providerTransactions.transactionRef, query.transaction)),
        )
      : undefined,
    query.status === 'stuck'
      ? and(eq(providerRounds.status, 'open'), lt(providerRounds.openedAt, cutoff))
      : query.status
        ? eq(providerRounds.status, query.status)
        : undefined,
    isWithinDays(providerRounds.openedAt, query.from, query.to, timeZone),
  ]
  const where = and(...filters)
  const selectRows = () =>
    db
      .select({ round: providerRounds, player: { id: users.id, name: users.name, email: users.email } })
      .from(providerRounds)
      .innerJoin(users, eq(users.id, providerRounds.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, providerRounds.userId))
      .where(where)
      .$dynamic()
  const [rows, total] = await Promise.all([
    selectRows()
      .orderBy(desc(providerRounds.openedAt), desc(providerRounds.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(providerRounds)
      .innerJoin(users, eq(users.id, providerRounds.userId))
      .leftJoin(playerProfiles, eq(playerProfiles.userId, providerRounds.userId))
      .where(where),
  ])
  return {
    items: rows.map((row) => toRoundRow(row.round, row.player, cutoff)),
    total: total[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** One round with every transaction the provider sent on it (and the back office's refund), oldest first. */
export async function findAdminProviderRound(
  db: Db,
  roundId: string,
  now: Date,
): Promise<AdminProviderRoundDetail | null> {
  const [row] = await db
    .select({ round: providerRounds, player: { id: users.id, name: users.name, email: users.email } })
    .from(providerRounds)
    .innerJoin(users, eq(users.id, providerRounds.userId))
    .where(eq(providerRounds.id, roundId))
  if (!row) return null
  const [settings, transactions] = await Promise.all([
    findProviderSettings(db),
    db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.roundId, roundId))
      .orderBy(asc(providerTransactions.createdAt), asc(providerTransactions.transactionRef)),
  ])
  return {
    ...toRoundRow(row.round, row.player, stuckCutoff(settings, now)),
    transactions: transactions.map((transaction) => ({
      id: transaction.id,
      ref: transaction.transactionRef,
      kind: transaction.kind,
      state: transaction.state,
      reference: transaction.referenceRef,
      amount: transaction.amount,
      transferId: transaction.transferId,
      createdAt: transaction.createdAt.toISOString(),
    })),
  }
}

export function toRoundRow(round: Round, player: Player, cutoff: Date): AdminProviderRoundRow {
  return {
    id: round.id,
    provider: round.providerCode,
    roundRef: round.roundRef,
    player,
    game: round.gameCode,
    currency: round.currency,
    staked: round.staked,
    won: round.won,
    refunded: round.refunded,
    net: round.staked - round.refunded - round.won,
    status: round.status,
    openedAt: round.openedAt.toISOString(),
    closedAt: round.closedAt?.toISOString() ?? null,
    isStuck: round.status === 'open' && round.openedAt < cutoff,
  }
}

/** A player by id, or part of the name, email or phone (the query joins `users` and `player_profiles`). */
export function playerFilter(player: string | undefined): SQL[] {
  if (!player) return []
  const pattern = `%${player.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
  const matches = or(
    eq(users.id, player),
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(playerProfiles.phone, pattern),
  )
  return matches ? [matches] : []
}
