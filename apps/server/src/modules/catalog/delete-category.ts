import type { SessionUser } from '@khela/contracts/session'
import { count, eq } from 'drizzle-orm'
import { gameCategories, gameCategoryMembers } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { lockCategoryForChange, placeCategory } from './place-category.ts'

/**
 * Deletes an empty category; the rest of its kind close the gap. A category that still holds games, active or
 * not, is refused with CONFLICT: deleting it would silently strip those games of it (the members cascade).
 * To hide it instead, deactivate it.
 */
export async function deleteCategory(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; categoryId: number; ipAddress: string | null },
): Promise<void> {
  const { categoryId } = change
  await database.db.transaction(async (tx) => {
    const before = await lockCategoryForChange(tx, categoryId)
    const [members] = await tx
      .select({ games: count() })
      .from(gameCategoryMembers)
      .where(eq(gameCategoryMembers.categoryId, categoryId))
    const games = Number(members?.games ?? 0)
    if (games > 0) {
      throw new AppError('CONFLICT', {
        message: `This category still has ${games} game(s). Move them to another category or deactivate it instead.`,
      })
    }
    await tx.delete(gameCategories).where(eq(gameCategories.id, categoryId))
    await placeCategory(tx, before.kind, null)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'category.delete',
      recordType: 'game_category',
      recordId: String(categoryId),
      before,
      ipAddress: change.ipAddress,
    })
  })
}
