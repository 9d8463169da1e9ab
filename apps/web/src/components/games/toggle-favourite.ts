import type { GameTile, PlayerGameList } from '@khela/contracts/catalog'
import type { CurrentSession } from '@khela/contracts/session'
import type { QueryClient } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as catalogApi from '../../lib/endpoints/catalog.ts'
import { sessionQueryKey } from '../../lib/use-session.ts'
import { playerGamesQueryKey } from './use-player-games.ts'

/**
 * Hearts or un-hearts a game at once (optimistic); if the server refuses, the heart goes back. It runs through
 * the mutation cache as `useMutation` would, so a failure gets the app's usual toast and an ended session is
 * noticed, without a mutation hook in each of the lobby's hundreds of tiles.
 */
export async function toggleFavourite(
  queryClient: QueryClient,
  game: GameTile,
  isFavourite: boolean,
): Promise<void> {
  const playerId = queryClient.getQueryData<CurrentSession>(sessionQueryKey)?.user?.id
  if (!playerId) return
  const queryKey = playerGamesQueryKey(playerId, 'favourites')
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () =>
      api(isFavourite ? catalogApi.addFavourite : catalogApi.removeFavourite, {
        params: { slug: game.slug },
      }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<PlayerGameList>(queryKey)
      const others = (previous?.games ?? []).filter((favourite) => favourite.slug !== game.slug)
      queryClient.setQueryData<PlayerGameList>(queryKey, { games: isFavourite ? [game, ...others] : others })
      return { previous }
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
  // The failure has been shown and undone by then; nothing is left for the caller to handle.
  await mutation.execute(undefined).catch(() => undefined)
}
