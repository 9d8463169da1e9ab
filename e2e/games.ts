import type { CategoryGamesPage, LobbySummary } from '@khela/contracts/catalog'
import type { APIRequestContext, Locator } from '@playwright/test'

/** The lobby as the API serves it, for tests that compare what the page shows with the real catalogue. */
export async function fetchLobby(request: APIRequestContext): Promise<LobbySummary> {
  const response = await request.get('/api/catalog/lobby?tiles=18')
  if (!response.ok()) throw new Error(`the lobby answered ${response.status()}`)
  return (await response.json()) as LobbySummary
}

export async function fetchCategoryPage(
  request: APIRequestContext,
  slug: string,
  query = '',
): Promise<CategoryGamesPage> {
  const response = await request.get(`/api/catalog/categories/${slug}/games?${query}`)
  if (!response.ok()) throw new Error(`${slug} answered ${response.status()}`)
  return (await response.json()) as CategoryGamesPage
}

/**
 * Shows a tile's PLAY / DEMO / info as a player would: a tap on its art on a phone, the pointer resting on it
 * on a desktop. The point is the art's left edge, clear of the buttons the overlay brings.
 */
export async function revealTileActions(tile: Locator): Promise<void> {
  await tile.click({ position: { x: 6, y: 60 } })
}

export const englishCount = (count: number) => `${new Intl.NumberFormat('en-GB').format(count)} Games`
