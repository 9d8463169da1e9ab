import type { AdminCategoryRow, adminCategoryCreate } from '@khela/contracts/admin-catalog'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import { gameCategories } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { assertSlugFree, assertSlugNotReserved, slugFromName, slugTakenIfDuplicate } from './category-slug.ts'
import { findAdminCategory } from './find-admin-categories.ts'
import { lockCategoryWrites, placeCategory } from './place-category.ts'

/** Adds a category at its position (default: last), shifting the ones after it; audited in the same transaction. */
export async function createCategory(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; category: z.output<typeof adminCategoryCreate>; ipAddress: string | null },
): Promise<AdminCategoryRow> {
  const { kind, name, status } = change.category
  const slug = change.category.slug ?? slugFromName(name.en)
  if (!slug) throw new AppError('VALIDATION_FAILED', { fields: { slug: 'REQUIRED' } })
  assertSlugNotReserved(kind, slug)
  return database.db
    .transaction(async (tx) => {
      await lockCategoryWrites(tx)
      await assertSlugFree(tx, kind, slug)
      const [inserted] = await tx
        .insert(gameCategories)
        // Appended past any position in use, then placed: the kind's positions stay 1…n.
        .values({
          kind,
          slug,
          name: { en: name.en, bn: name.bn ?? name.en },
          status,
          position: 2_000_000_000,
        })
        .returning({ id: gameCategories.id })
      if (!inserted) throw new Error('category insert returned no row')
      await placeCategory(tx, kind, {
        categoryId: inserted.id,
        position: change.category.position ?? Number.MAX_SAFE_INTEGER,
      })
      const after = await findAdminCategory(tx, inserted.id)
      if (!after) throw new Error('created category vanished')
      await recordAuditEntry(tx, {
        actorId: change.staff.id,
        action: 'category.create',
        recordType: 'game_category',
        recordId: String(inserted.id),
        after,
        ipAddress: change.ipAddress,
      })
      return after
    })
    .catch((error: unknown) => {
      throw slugTakenIfDuplicate(error)
    })
}
