import type { GameDetail } from '@khela/contracts/catalog'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export const gameDetailQueryKey = (slug: string) => ['catalog', 'game', slug] as const

/** One game's details (provider, RTP, categories), for the tile's info panel and the play page. */
export function useGameDetail(slug: string) {
  return useQuery({
    queryKey: gameDetailQueryKey(slug),
    queryFn: ({ signal }) =>
      apiRequest<GameDetail>(`/api/catalog/games/${encodeURIComponent(slug)}`, { signal }),
    meta: { showsOwnError: true },
  })
}
