import type { GameTile, PlayerGameList } from '@khela/contracts/catalog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'
import { playerGamesQueryKey, usePlayerId } from './use-player-games.ts'

/**
 * Hearts or un-hearts a game at once (optimistic); if the server refuses, the heart goes back and the error
 * shows as a toast.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient()
  const playerId = usePlayerId()
  return useMutation({
    mutationFn: ({ game, isFavourite }: { game: GameTile; isFavourite: boolean }) =>
      apiRequest<void>(`/api/catalog/me/favourites/${game.slug}`, { method: isFavourite ? 'PUT' : 'DELETE' }),
    onMutate: async ({ game, isFavourite }) => {
      if (!playerId) return undefined
      const queryKey = playerGamesQueryKey(playerId, 'favourites')
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<PlayerGameList>(queryKey)
      const others = (previous?.games ?? []).filter((favourite) => favourite.slug !== game.slug)
      queryClient.setQueryData<PlayerGameList>(queryKey, {
        games: isFavourite ? [game, ...others] : others,
      })
      return { queryKey, previous }
    },
    onError: (_error, _variables, context) => {
      if (context) queryClient.setQueryData(context.queryKey, context.previous)
    },
    onSettled: (_data, _error, _variables, context) => {
      if (context) void queryClient.invalidateQueries({ queryKey: context.queryKey })
    },
  })
}
