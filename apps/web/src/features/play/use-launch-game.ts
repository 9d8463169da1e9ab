import type { GameLaunch } from '@khela/contracts/catalog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { playerGamesQueryKey } from '../../components/games/use-player-games.ts'
import { apiRequest } from '../../lib/api.ts'

/** PLAY for a signed-in player: the server records the game as recently played and says how it starts. */
export function useLaunchGame(playerId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (slug: string) =>
      apiRequest<GameLaunch>(`/api/catalog/me/recent/${encodeURIComponent(slug)}/launch`, { method: 'POST' }),
    onSuccess: () => {
      if (playerId) void queryClient.invalidateQueries({ queryKey: playerGamesQueryKey(playerId, 'recent') })
    },
    meta: { showsOwnError: true },
  })
}
