import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as catalogApi from '../../lib/endpoints/catalog.ts'

export const gameDetailQueryKey = (slug: string) => ['catalog', 'game', slug] as const

/** One game's details (provider, RTP, categories), for the tile's info panel and the play page. */
export function useGameDetail(slug: string) {
  return useQuery({
    queryKey: gameDetailQueryKey(slug),
    queryFn: ({ signal }) => api(catalogApi.game, { params: { slug }, signal }),
    meta: { showsOwnError: true },
  })
}
