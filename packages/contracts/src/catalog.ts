import { z } from 'zod'
import { bonusProducts } from './bonuses.ts'
import { gameSearchMinLength, gameSorts } from './catalog-options.ts'
import { fairGames } from './fairness.ts'
import { localizedText } from './i18n.ts'
import { languages } from './languages.ts'

/** Lobby categories are what players browse; main and sub categories are the back office's own grouping. */
/**
 * 'lobby': the lobby's categories (a page at /<slug>); 'main' and 'sub': the back office's own grouping;
 * 'section': the games a site section shows (/casino, /live-dealers, /tv-games, /top-live-dealer), assigned by
 * the operator like any category's.
 */
export const categoryKinds = ['lobby', 'main', 'sub', 'section'] as const
export type CategoryKind = (typeof categoryKinds)[number]

/** The site sections whose pages show a 'section' category's games: a section category takes one of these slugs. */
export const sectionSlugs = ['casino', 'live-dealers', 'tv-games', 'top-live-dealer'] as const

export const catalogStatuses = ['active', 'inactive'] as const
export type CatalogStatus = (typeof catalogStatuses)[number]

/** How PLAY starts a game: in-house originals, a third-party provider's launch, or not at all yet. */
export const launchKinds = ['in_house', 'provider', 'unavailable'] as const
export type LaunchKind = (typeof launchKinds)[number]

export { type GameSort, gameSearchMinLength, gameSorts, recentGamesKept } from './catalog-options.ts'

/** Widths the tile art is rendered at (square, so the height is the same); the web picks one with `srcset`. */
export const gameArtWidths = [160, 240, 320, 480] as const
export type GameArtWidth = (typeof gameArtWidths)[number]

/** The longest slug a game or category may have (the catalogue's routes refuse longer ones). */
export const slugMaxLength = 80

export const slug = z
  .string()
  .min(1)
  .max(slugMaxLength)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens')

export const providerCode = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens')

export const gameArt = z.object({
  /** Versioned URL: cached for a year, a new version gets a new URL. */
  src: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type GameArt = z.infer<typeof gameArt>

export const providerSummary = z.object({ code: z.string(), name: z.string() })

export const gameTile = z.object({
  slug: z.string(),
  title: z.string(),
  provider: providerSummary,
  art: gameArt,
  isPopular: z.boolean(),
  isNew: z.boolean(),
  isExclusive: z.boolean(),
  hasDemo: z.boolean(),
  launchKind: z.enum(launchKinds),
})
export type GameTile = z.infer<typeof gameTile>

export const categorySummary = z.object({
  slug: z.string(),
  name: localizedText,
  position: z.number().int(),
  /** Active games in the category, counted in the database on every request. */
  gameCount: z.number().int(),
})
export type CategorySummary = z.infer<typeof categorySummary>

export const lobbyCategory = categorySummary.extend({ games: z.array(gameTile) })
export type LobbyCategory = z.infer<typeof lobbyCategory>

export const lobbySummaryQuery = z.object({
  /** First tiles per category: the lobby's Popular row is a 2-row grid of 9 per view at the widest. */
  tiles: z.coerce.number().int().min(1).max(30).default(18),
})
export type LobbySummaryQuery = z.infer<typeof lobbySummaryQuery>

export const lobbySummary = z.object({ categories: z.array(lobbyCategory) })
export type LobbySummary = z.infer<typeof lobbySummary>

export const categoryGamesQuery = z.object({
  provider: providerCode.optional(),
  sort: z.enum(gameSorts).default('popular'),
  /** Opaque: the `nextCursor` of the previous page, with the same provider and sort. */
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(30),
})
export type CategoryGamesQuery = z.infer<typeof categoryGamesQuery>

export const providerFacet = providerSummary.extend({ gameCount: z.number().int() })

/** The studios whose games the catalogue lists (the footer's row), by name. */
export const catalogProviders = z.object({ providers: z.array(providerFacet) })
export type CatalogProviders = z.infer<typeof catalogProviders>

export const categoryGamesPage = z.object({
  category: categorySummary,
  /** Providers with active games in this category, for the filter. */
  providers: z.array(providerFacet),
  games: z.array(gameTile),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
})
export type CategoryGamesPage = z.infer<typeof categoryGamesPage>

export const gameSearchQuery = z.object({
  q: z.string().trim().min(gameSearchMinLength).max(50),
  limit: z.coerce.number().int().min(1).max(60).default(24),
})
export type GameSearchQuery = z.infer<typeof gameSearchQuery>

export const gameSearchResults = z.object({ games: z.array(gameTile) })
export type GameSearchResults = z.infer<typeof gameSearchResults>

export const gameDetail = gameTile.extend({
  /** Return to player in basis points (9650 = 96.50 %); null when the provider has not published it. */
  rtpBasisPoints: z.number().int().nullable(),
  categories: z.array(categorySummary.pick({ slug: true, name: true })),
  /** The Khela Original this game opens (its page is originalGamePaths[original]); null for provider games. */
  original: z.enum(fairGames).nullable(),
  /** What its stakes count as in a bonus's wagering (each product has its own share in a campaign's terms). */
  bonusProduct: z.enum(bonusProducts),
})
export type GameDetail = z.infer<typeof gameDetail>

export const slugParams = z.object({ slug })

export const gameArtParams = z.object({
  file: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/, 'a game slug followed by .webp'),
})
export const gameArtQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((width) => (gameArtWidths as readonly number[]).includes(width), {
      message: `one of ${gameArtWidths.join(', ')}`,
    })
    .default(240),
  v: z.string().max(40).optional(),
})

/** 304: the copy the client named in If-None-Match is still current; no body. */
export const notModified = z.null()

/** A signed-in player's own list of games (favourites, recently played), newest first; inactive games left out. */
export const playerGameList = z.object({ games: z.array(gameTile) })
export type PlayerGameList = z.infer<typeof playerGameList>

/**
 * What PLAY leads to: `in_house` opens the Khela Original's page at `path`; `provider` opens the provider's game
 * at `url` in a frame (a launch session was made for it); `unavailable`: the game cannot start for real money.
 */
export const gameLaunchStatuses = ['unavailable', 'in_house', 'provider'] as const
/** The language the provider's game opens in: the player's language on the site. */
export const launchQuery = z.object({ lang: z.enum(languages).default('en') })
export const gameLaunch = z.object({
  status: z.enum(gameLaunchStatuses),
  path: z.string().nullable(),
  url: z.string().nullable(),
})
export type GameLaunch = z.infer<typeof gameLaunch>

/** DEMO of a provider's game: the provider's page that plays it without an account. */
export const gameDemo = z.object({ url: z.string() })
export type GameDemo = z.infer<typeof gameDemo>
