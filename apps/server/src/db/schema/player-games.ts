import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { games } from './catalog.ts'

/** Games a player hearted. One row per player and game, so hearting twice changes nothing. */
export const playerFavouriteGames = pgTable(
  'player_favourite_games',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    index('player_favourite_games_user_order_idx').on(table.userId, table.createdAt.desc()),
  ],
)

/** The games a player launched last, the latest first; only the newest few per player are kept. */
export const playerRecentGames = pgTable(
  'player_recent_games',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    index('player_recent_games_user_order_idx').on(table.userId, table.playedAt.desc()),
  ],
)
