import type { AdminGameUpdate } from '@khela/contracts/admin-catalog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'
import { adminGamesQueryKey } from './find-admin-games.ts'

export function updateGame({ id, update }: { id: number; update: AdminGameUpdate }) {
  return api(adminCatalogApi.updateGame, { params: { id }, body: update })
}

/** A game's status and categories change both game lists and the categories' counts. */
export function useUpdateGame() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateGame,
    meta: { showsOwnError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminGamesQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
      ]),
  })
}
