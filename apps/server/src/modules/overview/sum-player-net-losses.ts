import type { Currency } from '@khela/contracts/accounts'
import { and, gt, inArray, ne, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'

export type PlayerNetLoss = {
  userId: string
  currency: Currency
  stakes: number
  payouts: number
  netLoss: number
}

/**
 * Each player's stakes, payouts and net loss (stakes − payouts) per currency over days `from` to `to` in
 * `timeZone`, across every product, counted as the overview's GGR counts them: Originals bets by the day placed
 * (refunded ones left out), provider rounds by the day opened (rolled-back stakes left out), sports bets by the day
 * they settled won, lost or cashed out (an open bet's loss is not known yet; cash-outs count as payouts). Only
 * players with a net loss above `minNetLoss` (default: any loss) are listed, unless `isEveryPlayer` (winners too: the
 * Agent Tree's wins and losses). Deposits and withdrawals are not play.
 */
export async function sumPlayerNetLosses(
  db: Pick<Db, 'select'>,
  period: { from: string; to: string; timeZone: string; minNetLoss?: number; isEveryPlayer?: boolean },
): Promise<PlayerNetLoss[]> {
  const play = playInPeriod(db, period)
  const netLoss = sql`sum(${play.stakes}) - sum(${play.payouts})`
  const rows = await db
    .select({
      userId: play.userId,
      currency: play.currency,
      stakes: sql<string>`sum(${play.stakes})::text`,
      payouts: sql<string>`sum(${play.payouts})::text`,
    })
    .from(play)
    .groupBy(play.userId, play.currency)
    .having(period.isEveryPlayer ? undefined : gt(netLoss, Math.max(0, (period.minNetLoss ?? 1) - 1)))
    .orderBy(play.userId, play.currency)
  return rows.map((row) => {
    const [stakes, payouts] = [Number(row.stakes), Number(row.payouts)]
    return { userId: row.userId, currency: row.currency, stakes, payouts, netLoss: stakes - payouts }
  })
}

export type PlayProduct = 'casino' | 'sportsbook'

/**
 * The same play per player, currency and product (casino: Originals and provider games), for `userIds` only, from
 * `from` (or ever, when left out) to `to`: what the partners' commission statements read.
 */
export async function sumPlayerPlayByProduct(
  db: Pick<Db, 'select'>,
  period: { userIds: string[]; from: string | undefined; to: string; timeZone: string },
): Promise<(PlayerNetLoss & { product: PlayProduct })[]> {
  if (period.userIds.length === 0) return []
  const play = playInPeriod(db, period)
  const rows = await db
    .select({
      userId: play.userId,
      currency: play.currency,
      product: play.product,
      stakes: sql<string>`sum(${play.stakes})::text`,
      payouts: sql<string>`sum(${play.payouts})::text`,
    })
    .from(play)
    .groupBy(play.userId, play.currency, play.product)
  return rows.map((row) => {
    const [stakes, payouts] = [Number(row.stakes), Number(row.payouts)]
    return { ...row, stakes, payouts, netLoss: stakes - payouts }
  })
}

/** Every stake and payout of the period (of `userIds` only, when given), one row per bet or round. */
function playInPeriod(
  db: Pick<Db, 'select'>,
  period: { from: string | undefined; to: string; timeZone: string; userIds?: string[] },
) {
  const { from, to, timeZone } = period
  const ofPlayers = (column: PgColumn) =>
    period.userIds === undefined ? undefined : sql`${column} = ANY(${sql.param(period.userIds)}::text[])`
  const originals = db
    .select({
      userId: gameBets.userId,
      currency: gameBets.currency,
      product: sql<PlayProduct>`'casino'`.as('product'),
      stakes: sql<string>`${gameBets.stake}`.as('stakes'),
      payouts: sql<string>`${gameBets.payout}`.as('payouts'),
    })
    .from(gameBets)
    .where(
      and(
        ne(gameBets.status, 'refunded'),
        isWithinDays(gameBets.createdAt, from, to, timeZone),
        ofPlayers(gameBets.userId),
      ),
    )
  const rounds = db
    .select({
      userId: providerRounds.userId,
      currency: providerRounds.currency,
      product: sql<PlayProduct>`'casino'`.as('product'),
      stakes: sql<string>`${providerRounds.staked} - ${providerRounds.refunded}`.as('stakes'),
      payouts: sql<string>`${providerRounds.won}`.as('payouts'),
    })
    .from(providerRounds)
    .where(and(isWithinDays(providerRounds.openedAt, from, to, timeZone), ofPlayers(providerRounds.userId)))
  const sports = db
    .select({
      userId: sportBets.userId,
      currency: sportBets.currency,
      product: sql<PlayProduct>`'sportsbook'`.as('product'),
      // A free bet's stake was never the player's money: it loses them nothing, and its payout is the winnings.
      stakes: sql<string>`CASE WHEN ${sportBets.isFreeBet} THEN 0 ELSE ${sportBets.stake} END`.as('stakes'),
      payouts: sql<string>`${sportBets.payout} + ${sportBets.cashedOutAmount}`.as('payouts'),
    })
    .from(sportBets)
    .where(
      and(
        inArray(sportBets.status, ['won', 'lost', 'cashed_out']),
        isWithinDays(sportBets.settledAt, from, to, timeZone),
        ofPlayers(sportBets.userId),
      ),
    )
  return originals.unionAll(rounds).unionAll(sports).as('play')
}
