import { isDeepStrictEqual } from 'node:util'
import type { AdminGameRow, adminGameUpdate } from '@khela/contracts/admin-catalog'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { z } from 'zod'
import { gameCategories, gameCategoryMembers, games } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findAdminGame } from './find-admin-games.ts'

/**
 * Edits a game's title, flags, position, status and set of categories, audited with before and after.
 * A game's place inside each category follows its position (as the seed and imports set it). Deactivating it
 * takes it off the lobby, category pages, search and its detail at once: every public read filters on status,
 * and the revision triggers renew the lobby cache on every instance.
 */
export async function updateGame(
  { database }: Pick<Services, 'database'>,
  change: {
    staff: SessionUser
    gameId: number
    update: z.output<typeof adminGameUpdate>
    ipAddress: string | null
  },
): Promise<AdminGameRow> {
  const { gameId, update } = change
  return database.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('update')
    const before = locked ? await findAdminGame(tx, gameId) : null
    if (!before) throw new AppError('NOT_FOUND', { message: 'No such game.' })
    const { categoryIds, ...fields } = update
    if (Object.values(fields).some((value) => value !== undefined)) {
      await tx
        .update(games)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(games.id, gameId))
    }
    const position = update.position ?? before.position
    if (update.position !== undefined && update.position !== before.position) {
      await tx.update(gameCategoryMembers).set({ position }).where(eq(gameCategoryMembers.gameId, gameId))
    }
    if (categoryIds) await setGameCategories(tx, gameId, categoryIds, position)
    const after = await findAdminGame(tx, gameId)
    if (!after) throw new Error('updated game vanished')
    if (isDeepStrictEqual(before, after)) return before
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'game.update',
      recordType: 'game',
      recordId: String(gameId),
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}

type Tx = Parameters<Parameters<Services['database']['db']['transaction']>[0]>[0]

async function setGameCategories(tx: Tx, gameId: number, categoryIds: number[], position: number) {
  const known = categoryIds.length
    ? await tx
        .select({ id: gameCategories.id })
        .from(gameCategories)
        .where(inArray(gameCategories.id, categoryIds))
    : []
  if (known.length !== categoryIds.length) {
    throw new AppError('VALIDATION_FAILED', { fields: { categoryIds: 'INVALID_CHOICE' } })
  }
  await tx
    .delete(gameCategoryMembers)
    .where(
      and(
        eq(gameCategoryMembers.gameId, gameId),
        categoryIds.length ? notInArray(gameCategoryMembers.categoryId, categoryIds) : undefined,
      ),
    )
  if (categoryIds.length) {
    await tx
      .insert(gameCategoryMembers)
      .values(categoryIds.map((categoryId) => ({ categoryId, gameId, position })))
      .onConflictDoNothing()
  }
}
