import type { CurrentSession } from '@khela/contracts/session'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { api } from '../../lib/endpoint.ts'
import * as catalogApi from '../../lib/endpoints/catalog.ts'
import { sessionQueryKey } from '../../lib/use-session.ts'

// The signed-in player's own lists. Keyed by the player, so nothing of one player's shows to the next one on
// the same device; visitors and staff never ask (the API answers them 401 / 403).

type PlayerList = 'favourites' | 'recent'

export const playerGamesQueryKey = (userId: string, list: PlayerList) =>
  ['catalog', 'me', userId, list] as const

function playerIdOf(session: CurrentSession | undefined): string | null {
  const user = session?.user
  return user?.role === 'player' ? user.id : null
}

/**
 * The signed-in player's id, or null for a visitor, staff, or while the session is still unknown. Read from
 * the session the header asks for (every player page has it), watching only the id: a lobby's carousels and
 * grids each call this, and the session's arrival (a visitor stays null) or a refetch redraws none of them.
 * The first render of a hydrating page draws a visitor, as the server did.
 */
export function usePlayerId(): string | null {
  const client = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  )
  return useSyncExternalStore(
    subscribe,
    () => playerIdOf(client.getQueryData<CurrentSession>(sessionQueryKey)),
    () => null,
  )
}

function usePlayerGameList(list: PlayerList) {
  const playerId = usePlayerId()
  return useQuery({
    queryKey: playerGamesQueryKey(playerId ?? '', list),
    queryFn: ({ signal }) => api(catalogApi.playerGames, { params: { list }, signal }),
    enabled: playerId !== null,
    // A failed list hides its row instead of raising a toast on the lobby.
    meta: { showsOwnError: true },
  })
}

export const useFavouriteGames = () => usePlayerGameList('favourites')
export const useRecentGames = () => usePlayerGameList('recent')

const noFavourites: ReadonlySet<string> = new Set()

/**
 * The slugs the signed-in player hearted, or null for a visitor (no hearts at all). Read once per carousel or
 * grid and handed to its tiles, so a lobby of hundreds of tiles keeps a handful of subscriptions.
 */
export function useFavouriteSlugs(): ReadonlySet<string> | null {
  const playerId = usePlayerId()
  const { data } = useFavouriteGames()
  if (!playerId) return null
  return data ? new Set(data.games.map((game) => game.slug)) : noFavourites
}
