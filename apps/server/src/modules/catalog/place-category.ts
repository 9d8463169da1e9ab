import type { AdminCategoryRow } from '@khela/contracts/admin-catalog'
import type { CategoryKind } from '@khela/contracts/catalog'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameCategories } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/app-error.ts'
import { findAdminCategory } from './find-admin-categories.ts'

/**
 * Keeps one kind's positions 1…n with no duplicates or gaps. The moved category takes `position` (clamped to
 * the end) and the others between shift by one, as a drag in a list does; a swap would teleport a category the
 * admin never touched. With no category to move (after a delete), the rest just close the gap. Call it only
 * after `lockCategoryWrites`.
 */
export async function placeCategory(
  tx: Pick<Db, 'select' | 'update'>,
  kind: CategoryKind,
  move: { categoryId: number; position: number } | null,
): Promise<void> {
  const rows = await tx
    .select({ id: gameCategories.id, position: gameCategories.position })
    .from(gameCategories)
    .where(eq(gameCategories.kind, kind))
    .orderBy(asc(gameCategories.position), asc(gameCategories.id))
  const order = rows.filter((row) => row.id !== move?.categoryId)
  const moved = rows.find((row) => row.id === move?.categoryId)
  if (move && moved) order.splice(Math.min(move.position, order.length + 1) - 1, 0, moved)
  for (const [index, row] of order.entries()) {
    if (row.position !== index + 1) {
      await tx
        .update(gameCategories)
        .set({ position: index + 1 })
        .where(and(eq(gameCategories.id, row.id), eq(gameCategories.kind, kind)))
    }
  }
}

const categoryWritesLockKey = 727_004

/**
 * Category writes take turns, held until the transaction ends. Row locks would not do: a category another admin
 * is adding at that moment is invisible to them, and renumbering without it would duplicate a position. Taken
 * first in the transaction, before any row lock, so it cannot deadlock.
 */
export async function lockCategoryWrites(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${categoryWritesLockKey})`)
}

/** Takes the category-writes turn, then reads the category as it stands: NOT_FOUND if there is none. */
export async function lockCategoryForChange(
  tx: Pick<Db, 'execute' | 'select'>,
  categoryId: number,
): Promise<AdminCategoryRow> {
  await lockCategoryWrites(tx)
  const [locked] = await tx
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .where(eq(gameCategories.id, categoryId))
    .for('update')
  const before = locked ? await findAdminCategory(tx, categoryId) : null
  if (!before) throw new AppError('NOT_FOUND', { message: 'No such game category.' })
  return before
}
