import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { playerGamesQueryKey } from '../../components/games/use-player-games.ts'
import { api } from '../../lib/endpoint.ts'
import * as catalogApi from '../../lib/endpoints/catalog.ts'
import { currentLanguage } from '../../lib/i18n.ts'

/** PLAY for a signed-in player: the server records the game as recently played and says how it starts. */
export function useLaunchGame(playerId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (slug: string) =>
      api(catalogApi.launchGame, { params: { slug }, query: { lang: currentLanguage() } }),
    onSuccess: () => {
      if (playerId) void queryClient.invalidateQueries({ queryKey: playerGamesQueryKey(playerId, 'recent') })
    },
    meta: { showsOwnError: true },
  })
}

/** DEMO of a provider's game: where its demo opens (anyone; NOT_FOUND when it has none). */
export function useGameDemo(slug: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['catalog', 'demo', slug, currentLanguage()],
    queryFn: ({ signal }) =>
      api(catalogApi.gameDemo, { params: { slug }, query: { lang: currentLanguage() }, signal }),
    enabled: isEnabled,
    retry: false,
    meta: { showsOwnError: true },
  })
}
