import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contentSliders, faqEntries, promotionCategories } from '../../db/schema/content.ts'

/** Content kept in an order the back office sets: positions 1…n, no gaps or duplicates. */
export type OrderedContent = typeof contentSliders | typeof faqEntries | typeof promotionCategories

const lockKeys = new Map<OrderedContent, number>([
  [contentSliders, 727_101],
  [faqEntries, 727_102],
  [promotionCategories, 727_103],
])

/**
 * Writes to one ordered list take turns until the transaction ends, so two admins adding at once cannot both
 * take position n + 1. Take it first in the transaction, before any row lock.
 */
export async function lockOrderedContent(tx: Pick<Db, 'execute'>, table: OrderedContent): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKeys.get(table)})`)
}

/**
 * Renumbers the list 1…n. The moved row takes `position` (clamped to the end) and the rows between shift by
 * one, as a drag in a list does. With no move (after a delete) the rest close the gap.
 */
export async function placeInOrder(
  tx: Pick<Db, 'select' | 'update'>,
  table: OrderedContent,
  move: { id: string; position: number } | null,
): Promise<void> {
  const rows: { id: string; position: number }[] = await (tx as Db)
    .select({ id: table.id, position: table.position })
    .from(table as typeof contentSliders)
    .orderBy(asc(table.position), asc(table.createdAt), asc(table.id))
  const order = rows.filter((row) => row.id !== move?.id)
  const moved = rows.find((row) => row.id === move?.id)
  if (move && moved) order.splice(Math.min(move.position, order.length + 1) - 1, 0, moved)
  for (const [index, row] of order.entries()) {
    if (row.position !== index + 1) {
      await (tx as Db)
        .update(table as typeof contentSliders)
        .set({ position: index + 1 })
        .where(eq(table.id, row.id))
    }
  }
}

/** The position past the end of the list, for a new row before it is placed. */
export const appendedPosition = 2_000_000_000
