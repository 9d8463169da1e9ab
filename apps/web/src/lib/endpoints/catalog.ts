import type {
  CatalogProviders,
  CategoryGamesPage,
  GameDemo,
  GameDetail,
  GameLaunch,
  GameSearchResults,
  LobbySummary,
  PlayerGameList,
} from '@khela/contracts/catalog'
import type { Language } from '@khela/contracts/languages'
import { endpoint, type QueryInit } from '../endpoint.ts'

export const lobby = endpoint<{ query: { tiles: number }; response: LobbySummary }>()(
  'GET',
  '/api/catalog/lobby',
)
/** The studios whose games the catalogue lists (the footer, the back office's provider links). */
export const providers = endpoint<{ response: CatalogProviders }>()('GET', '/api/catalog/providers')
export const search = endpoint<{ query: { q: string; limit: number }; response: GameSearchResults }>()(
  'GET',
  '/api/catalog/search',
)
export const categoryGames = endpoint<{ query: QueryInit; response: CategoryGamesPage }>()(
  'GET',
  '/api/catalog/categories/:slug/games',
)
export const game = endpoint<{ response: GameDetail }>()('GET', '/api/catalog/games/:slug')
/** The player's favourites or recently played games. */
export const playerGames = endpoint<{ response: PlayerGameList }>()('GET', '/api/catalog/me/:list')
export const addFavourite = endpoint<{ response: undefined }>()('PUT', '/api/catalog/me/favourites/:slug')
export const removeFavourite = endpoint<{ response: undefined }>()(
  'DELETE',
  '/api/catalog/me/favourites/:slug',
)
export const launchGame = endpoint<{ query: { lang: Language }; response: GameLaunch }>()(
  'POST',
  '/api/catalog/me/recent/:slug/launch',
)
export const gameDemo = endpoint<{ query: { lang: Language }; response: GameDemo }>()(
  'GET',
  '/api/catalog/games/:slug/demo',
)
