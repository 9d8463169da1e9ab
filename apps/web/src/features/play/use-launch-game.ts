import { useMutation, useQueryClient } from '@tanstack/react-query'
import { playerGamesQueryKey } from '../../components/games/use-player-games.ts'
import { api } from '../../lib/endpoint.ts'
import * as catalogApi from '../../lib/endpoints/catalog.ts'

/** PLAY for a signed-in player: the server records the game as recently played and says how it starts. */
export function useLaunchGame(playerId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (slug: string) => api(catalogApi.launchGame, { params: { slug } }),
    onSuccess: () => {
      if (playerId) void queryClient.invalidateQueries({ queryKey: playerGamesQueryKey(playerId, 'recent') })
    },
    meta: { showsOwnError: true },
  })
}
