import { type CategoryKind, sectionSlugs } from '@khela/contracts/catalog'
import { isReservedCategorySlug } from '@khela/contracts/catalog-options'
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameCategories } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'

/** A slug made from an English name ('Live Casino!' → 'live-casino'); empty when nothing Latin is left. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/**
 * VALIDATION_FAILED with `slug: SLUG_RESERVED` when a lobby category would take one of the site's own paths:
 * its page is at `/<slug>`, where that path's page would always win. Main and sub categories have no page of
 * their own, so any slug is theirs to take.
 */
export function assertSlugNotReserved(kind: CategoryKind, slug: string): void {
  // A section category is shown only on its section's page, so it must name one.
  if (kind === 'section' && !(sectionSlugs as readonly string[]).includes(slug)) {
    throw new AppError('VALIDATION_FAILED', {
      message: `A section category takes one of the sections' slugs: ${sectionSlugs.join(', ')}.`,
      fields: { slug: 'INVALID_CHOICE' },
    })
  }
  if (kind === 'lobby' && isReservedCategorySlug(slug)) {
    throw new AppError('VALIDATION_FAILED', {
      message: "This slug is one of the site's own paths, so a lobby category cannot use it.",
      fields: { slug: 'SLUG_RESERVED' },
    })
  }
}

/** CONFLICT with `slug: SLUG_TAKEN` when another category of the kind has the slug (it is their URL). */
export async function assertSlugFree(
  tx: Pick<Db, 'select'>,
  kind: CategoryKind,
  slug: string,
  exceptId?: number,
): Promise<void> {
  const [taken] = await tx
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .where(
      and(
        eq(gameCategories.kind, kind),
        eq(gameCategories.slug, slug),
        exceptId === undefined ? undefined : ne(gameCategories.id, exceptId),
      ),
    )
  if (taken) throw slugTaken()
}

/**
 * The same answer when the unique index, not the check, stops a duplicate: a writer that does not take
 * `lockCategoryWrites` (an import, hand-run SQL) can add the slug between the check and the write.
 */
export function slugTakenIfDuplicate(error: unknown): unknown {
  return isUniqueViolation(error, 'game_categories_kind_slug_idx') ? slugTaken() : error
}

function slugTaken() {
  return new AppError('CONFLICT', {
    message: 'Another category of this kind already has this slug.',
    fields: { slug: 'SLUG_TAKEN' },
  })
}
