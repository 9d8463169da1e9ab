import { z } from 'zod'
import { catalogStatuses, categoryKinds, gameArt, providerCode } from './catalog.ts'

/** Longest category name and game title the back office's tables and the lobby's headings have room for. */
export const catalogTextLimits = { categoryName: 60, gameTitle: 120 } as const

/**
 * Categories and games are numbered by PostgreSQL `integer` identity columns: a larger number names no row, and
 * the database would refuse it as out of range rather than find nothing.
 */
const maxCatalogId = 2_147_483_647

const pageQuery = {
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
}

/** Accepted in any case ('Active', 'INACTIVE'), as the original back office sent it; always stored lower-case. */
export const adminCatalogStatus = z
  .string('REQUIRED')
  .trim()
  .toLowerCase()
  .pipe(z.enum(catalogStatuses, 'INVALID_CHOICE'))

export const adminSlug = z
  .string('REQUIRED')
  .trim()
  .min(1, 'REQUIRED')
  .max(80, 'TEXT_TOO_LONG')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'INVALID_SLUG')

const categoryNameText = z
  .string('REQUIRED')
  .trim()
  .min(1, 'REQUIRED')
  .max(catalogTextLimits.categoryName, 'TEXT_TOO_LONG')

export const adminCategoryName = z.object({ en: categoryNameText, bn: categoryNameText }, 'REQUIRED')

/** Positions are 1…n within a kind; a position past the end means "last". */
const position = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(1, 'NUMBER_OUT_OF_RANGE')
  .max(100_000, 'NUMBER_OUT_OF_RANGE')

export const adminCategorySearch = z.object({
  kind: z.enum(categoryKinds, 'INVALID_CHOICE').default('lobby'),
  ...pageQuery,
})
export type AdminCategorySearch = z.input<typeof adminCategorySearch>

export const adminCategoryRow = z.object({
  id: z.number().int(),
  kind: z.enum(categoryKinds),
  slug: z.string(),
  name: z.object({ en: z.string(), bn: z.string() }),
  position: z.number().int(),
  status: z.enum(catalogStatuses),
  /** Active games of active providers in the category: what players see (the original's 'countusers'). */
  gameCount: z.number().int(),
  createdAt: z.iso.datetime(),
})
export type AdminCategoryRow = z.infer<typeof adminCategoryRow>

export const adminCategoryPage = z.object({
  categories: z.array(adminCategoryRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminCategoryPage = z.infer<typeof adminCategoryPage>

/**
 * A new category. Main and sub categories are added by name alone ('Add' modal): the Bengali name defaults to
 * the English one and the slug is made from the English name; the position defaults to the end of its kind.
 */
export const adminCategoryCreate = z.object({
  kind: z.enum(categoryKinds, 'INVALID_CHOICE'),
  name: z.object({ en: categoryNameText, bn: categoryNameText.optional() }, 'REQUIRED'),
  slug: adminSlug.optional(),
  position: position.optional(),
  status: adminCatalogStatus.default('active'),
})
export type AdminCategoryCreate = z.input<typeof adminCategoryCreate>

export const adminCategoryUpdate = z.object({
  name: adminCategoryName.optional(),
  slug: adminSlug.optional(),
  position: position.optional(),
  status: adminCatalogStatus.optional(),
})
export type AdminCategoryUpdate = z.input<typeof adminCategoryUpdate>

export const adminGameSearch = z.object({
  status: adminCatalogStatus.default('active'),
  /** One provider's games only (its code). */
  provider: providerCode.optional(),
  ...pageQuery,
})
export type AdminGameSearch = z.input<typeof adminGameSearch>

export const adminGameCategory = z.object({
  id: z.number().int(),
  kind: z.enum(categoryKinds),
  slug: z.string(),
  name: z.object({ en: z.string(), bn: z.string() }),
})

export const adminGameRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  provider: z.object({ code: z.string(), name: z.string() }),
  thumbnail: z.string().nullable(),
  /** What players see on the tile: the uploaded thumbnail, or the generated art. */
  art: gameArt,
  categories: z.array(adminGameCategory),
  isPopular: z.boolean(),
  isNew: z.boolean(),
  isExclusive: z.boolean(),
  position: z.number().int(),
  status: z.enum(catalogStatuses),
  createdAt: z.iso.datetime(),
})
export type AdminGameRow = z.infer<typeof adminGameRow>

export const adminGamePage = z.object({
  games: z.array(adminGameRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminGamePage = z.infer<typeof adminGamePage>

/**
 * An edit of a game; only the fields sent change. `categoryIds` replaces the game's whole set of categories
 * (ids, since a slug is unique only within its kind); an unknown id is `INVALID_CHOICE`.
 */
export const adminGameUpdate = z.object({
  title: z
    .string('REQUIRED')
    .trim()
    .min(1, 'REQUIRED')
    .max(catalogTextLimits.gameTitle, 'TEXT_TOO_LONG')
    .optional(),
  categoryIds: z
    .array(
      z
        .number('INVALID_CHOICE')
        .int('INVALID_CHOICE')
        .positive('INVALID_CHOICE')
        .max(maxCatalogId, 'INVALID_CHOICE'),
      'INVALID_CHOICE',
    )
    .max(50, 'INVALID_CHOICE')
    .transform((ids) => [...new Set(ids)])
    .optional(),
  isPopular: z.boolean('REQUIRED').optional(),
  isNew: z.boolean('REQUIRED').optional(),
  isExclusive: z.boolean('REQUIRED').optional(),
  /** The game's popularity rank across the catalogue (lower first); ties keep the older game first. */
  position: z
    .number('REQUIRED')
    .int('NUMBER_OUT_OF_RANGE')
    .min(0, 'NUMBER_OUT_OF_RANGE')
    .max(1_000_000, 'NUMBER_OUT_OF_RANGE')
    .optional(),
  status: adminCatalogStatus.optional(),
})
export type AdminGameUpdate = z.input<typeof adminGameUpdate>

export const catalogIdParams = z.object({ id: z.coerce.number().int().positive().max(maxCatalogId) })

export const adminProviderRow = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(catalogStatuses),
  /** All the provider's games, active or not. */
  gameCount: z.number().int(),
  /** Whether any API credential is stored for it. */
  hasCredentials: z.boolean(),
})
export type AdminProviderRow = z.infer<typeof adminProviderRow>

export const adminProviderList = z.object({ providers: z.array(adminProviderRow) })
export type AdminProviderList = z.infer<typeof adminProviderList>
