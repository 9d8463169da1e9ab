import type { CatalogStatus, CategoryKind, LaunchKind } from '@khela/contracts/catalog'
import type { LocalizedText } from '@khela/contracts/i18n'
import type { OriginalGame } from '@khela/contracts/originals'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Game studios. `code` is the key a provider's API and game files use, so it never changes. */
export const gameProviders = pgTable('game_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Path of an uploaded logo; null shows the name. */
  logo: text('logo'),
  status: text('status').$type<CatalogStatus>().notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => gameProviders.code),
    /** The provider's own id for the game. */
    code: text('code').notNull(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Path of an uploaded thumbnail; null: the project's generated art (`/api/catalog/art/<slug>.webp`). */
    thumbnail: text('thumbnail'),
    isPopular: boolean('is_popular').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    /** Basis points (9650 = 96.50 %): an integer, like every other measured quantity here. Null: unknown. */
    rtpBasisPoints: integer('rtp_basis_points'),
    status: text('status').$type<CatalogStatus>().notNull().default('active'),
    /** Popularity rank across the catalogue: lower comes first ('popular' sort). */
    position: integer('position').notNull().default(0),
    hasDemo: boolean('has_demo').notNull().default(false),
    launchKind: text('launch_kind').$type<LaunchKind>().notNull().default('unavailable'),
    /** The Khela Original PLAY and DEMO open (Crash for the Crash Games tiles); null for provider games. */
    originalGame: text('original_game').$type<OriginalGame>(),
    /** When the game came out ('newest' sort). */
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_provider_code_idx').on(table.providerCode, table.code),
    // The A–Z and newest sorts of a large category walk these instead of sorting it (Slots: 26 → 15 ms).
    index('games_title_order_idx').on(sql`lower(${table.title})`, table.id),
    index('games_released_order_idx').on(table.releasedAt.desc(), table.id.desc()),
    check(
      'games_rtp_in_range',
      sql`${table.rtpBasisPoints} IS NULL OR ${table.rtpBasisPoints} BETWEEN 0 AND 10000`,
    ),
    check('games_status_known', sql`${table.status} IN ('active', 'inactive')`),
    check('games_launch_kind_known', sql`${table.launchKind} IN ('in_house', 'provider', 'unavailable')`),
    check(
      'games_original_game_known',
      sql`${table.originalGame} IS NULL OR ${table.originalGame} IN ('crash', 'dice', 'mines', 'heads_tails', 'limbo')`,
    ),
  ],
)

/**
 * Lobby categories (Popular, Slots…) and the back office's main (casino, slot…) and sub (jili…) categories.
 * A slug is unique within its kind: 'table' is both a lobby category and a main category.
 */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<CategoryKind>().notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
    status: text('status').$type<CatalogStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_categories_kind_slug_idx').on(table.kind, table.slug),
    index('game_categories_kind_position_idx').on(table.kind, table.position),
  ],
)

/**
 * Which games a category holds. `position` orders the games inside the category (its 'popular' order), so the
 * lobby's first tiles of a category are an index range scan, not a sort of the whole category.
 */
export const gameCategoryMembers = pgTable(
  'game_category_members',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => gameCategories.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.gameId] }),
    index('game_category_members_order_idx').on(table.categoryId, table.position, table.gameId),
    index('game_category_members_game_idx').on(table.gameId),
  ],
)

/**
 * One row whose `revision` goes up with every write to the four catalogue tables (statement triggers,
 * migration 0009), whoever makes it. Instances cache the lobby summary per revision: one tiny read tells them
 * whether any instance, admin page or import has changed the catalogue since.
 */
export const catalogRevision = pgTable(
  'catalog_revision',
  {
    id: integer('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalog_revision_single_row', sql`${table.id} = 1`)],
)
