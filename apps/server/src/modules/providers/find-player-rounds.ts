import { type PlayerRoundsPage, playerRoundsPageSize } from '@khela/contracts/provider-wallet'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { findProviderGameNames } from '../catalog/find-wallet-provider.ts'

/** The signed-in player's provider game rounds for Bet History, newest first, with the game's title. */
export async function findPlayerRounds(db: Db, userId: string, page: number): Promise<PlayerRoundsPage> {
  const where = eq(providerRounds.userId, userId)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(providerRounds)
      .where(where)
      .orderBy(desc(providerRounds.openedAt), desc(providerRounds.id))
      .limit(playerRoundsPageSize)
      .offset((page - 1) * playerRoundsPageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(providerRounds).where(where),
  ])
  const names = await findProviderGameNames(
    db,
    rows.map((row) => ({ providerCode: row.providerCode, code: row.gameCode })),
  )
  return {
    items: rows.map((row) => {
      const name = names.get(`${row.providerCode}/${row.gameCode}`)
      return {
        id: row.id,
        provider: name?.provider ?? row.providerCode,
        gameTitle: name?.title ?? row.gameCode,
        currency: row.currency,
        staked: row.staked,
        won: row.won,
        refunded: row.refunded,
        status: row.status,
        openedAt: row.openedAt.toISOString(),
      }
    }),
    total: counted?.total ?? 0,
    page,
    pageSize: playerRoundsPageSize,
  }
}
