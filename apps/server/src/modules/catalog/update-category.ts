import { isDeepStrictEqual } from 'node:util'
import type { AdminCategoryRow, adminCategoryUpdate } from '@khela/contracts/admin-catalog'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { gameCategories } from '../../db/schema/catalog.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { assertSlugFree, assertSlugNotReserved, slugTakenIfDuplicate } from './category-slug.ts'
import { findAdminCategory } from './find-admin-categories.ts'
import { lockCategoryForChange, placeCategory } from './place-category.ts'

/**
 * Changes a category's names, slug, position or status. Deactivating a lobby category takes it off the lobby
 * and its page at once (the public reads filter on status; the revision triggers renew the lobby cache).
 * A change that changes nothing records nothing.
 */
export async function updateCategory(
  { database }: Pick<Services, 'database'>,
  change: {
    staff: SessionUser
    categoryId: number
    update: z.output<typeof adminCategoryUpdate>
    ipAddress: string | null
  },
): Promise<AdminCategoryRow> {
  const { categoryId, update } = change
  return database.db
    .transaction(async (tx) => {
      const before = await lockCategoryForChange(tx, categoryId)
      if (update.slug !== undefined && update.slug !== before.slug) {
        assertSlugNotReserved(before.kind, update.slug)
        await assertSlugFree(tx, before.kind, update.slug, categoryId)
      }
      if (update.name || update.slug || update.status) {
        await tx
          .update(gameCategories)
          .set({ name: update.name, slug: update.slug, status: update.status, updatedAt: new Date() })
          .where(eq(gameCategories.id, categoryId))
      }
      if (update.position !== undefined && update.position !== before.position) {
        await placeCategory(tx, before.kind, { categoryId, position: update.position })
      }
      const after = await findAdminCategory(tx, categoryId)
      if (!after) throw new Error('updated category vanished')
      if (isDeepStrictEqual(before, after)) return before
      await recordAuditEntry(tx, {
        actorId: change.staff.id,
        action: 'category.update',
        recordType: 'game_category',
        recordId: String(categoryId),
        before,
        after,
        ipAddress: change.ipAddress,
      })
      return after
    })
    .catch((error: unknown) => {
      throw slugTakenIfDuplicate(error)
    })
}
