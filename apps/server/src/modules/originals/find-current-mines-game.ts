import type { BetView } from '@khela/contracts/originals'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { type GameBetRow, toBetView } from './to-bet-view.ts'

/** The player's open Mines game (at most one, by a partial unique index), or undefined. */
export async function findOpenMinesGame(db: Db, userId: string): Promise<GameBetRow | undefined> {
  const [row] = await db
    .select()
    .from(gameBets)
    .where(and(eq(gameBets.userId, userId), eq(gameBets.game, 'mines'), eq(gameBets.status, 'open')))
  return row
}

/** The open Mines game as the page resumes it after a reload (no layout while it is open), or null. */
export async function findCurrentMinesGame(db: Db, userId: string): Promise<BetView | null> {
  const row = await findOpenMinesGame(db, userId)
  return row ? toBetView(row) : null
}
