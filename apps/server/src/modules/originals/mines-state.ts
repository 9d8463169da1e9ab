import { fairFloats } from '@khela/contracts/fairness'
import { MINES_FLOATS, MINES_TILES, minesLayout, minesMultiplier } from '@khela/contracts/fairness-games'
import { isUuid } from '@khela/contracts/ids'
import type { MinesDetails } from '@khela/contracts/originals'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { fairSeeds, gameBets } from '../../db/schema/originals.ts'
import { AppError } from '../../lib/app-error.ts'
import { nodeHmacSha256 } from '../../lib/node-hmac.ts'
import type { GameBetRow } from './to-bet-view.ts'

/**
 * A Mines game's layout, recomputed from its seed pair and nonce whenever it is needed, so it is never stored
 * where a bet view could carry it while the game is open.
 */
export async function minesLayoutOf(db: Db, bet: GameBetRow, mines: number): Promise<number[]> {
  if (!bet.seedId || bet.nonce === null) throw new Error(`mines bet ${bet.id} has no seed pair`)
  const [seed] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, bet.seedId))
  if (!seed) throw new Error(`mines bet ${bet.id}: seed pair ${bet.seedId} is missing`)
  const floats = await fairFloats(
    { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: bet.nonce },
    MINES_FLOATS,
    nodeHmacSha256,
  )
  return minesLayout(floats, mines)
}

/** The cash-out multiplier after `safeReveals` safe tiles (0 before the first) and after one more (null at the end). */
export function minesMultipliers(
  mines: number,
  safeReveals: number,
  edgeBps: number,
): Pick<MinesDetails, 'currentMultiplier' | 'nextMultiplier'> {
  const safeTiles = MINES_TILES - mines
  return {
    currentMultiplier: safeReveals === 0 ? 0 : minesMultiplier(mines, safeReveals, edgeBps),
    nextMultiplier: safeReveals < safeTiles ? minesMultiplier(mines, safeReveals + 1, edgeBps) : null,
  }
}

export function minesDetailsOf(bet: GameBetRow): MinesDetails {
  return bet.details as MinesDetails
}

/** The player's Mines game, locked FOR UPDATE and still open: NOT_FOUND when not theirs, BET_SETTLED once ended. */
export async function lockMinesGame(tx: Db, userId: string, betId: string): Promise<GameBetRow> {
  if (!isUuid(betId)) throw new AppError('NOT_FOUND')
  const [bet] = await tx
    .select()
    .from(gameBets)
    .where(and(eq(gameBets.id, betId), eq(gameBets.userId, userId), eq(gameBets.game, 'mines')))
    .for('update')
  if (!bet) throw new AppError('NOT_FOUND')
  if (bet.status !== 'open') throw new AppError('BET_SETTLED')
  return bet
}

/**
 * Ends an open game, on the condition that it is still open: with the row locked this always holds, and it keeps a
 * second settlement from ever paying twice.
 */
export async function settleMinesGame(
  tx: Db,
  bet: GameBetRow,
  outcome: { status: 'won' | 'lost'; multiplier: number; payout: number; details: MinesDetails },
): Promise<GameBetRow> {
  const [row] = await tx
    .update(gameBets)
    .set({ ...outcome, settledAt: new Date() })
    .where(and(eq(gameBets.id, bet.id), eq(gameBets.status, 'open')))
    .returning()
  if (!row) throw new AppError('BET_SETTLED')
  return row
}
