import type { AdminGameRow, AdminGameUpdate } from '@khela/contracts/admin-catalog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'
import { adminGamesQueryKey } from './find-admin-games.ts'

export function updateGame({ id, update }: { id: number; update: AdminGameUpdate }) {
  return apiRequest<AdminGameRow>(`/api/admin/catalog/games/${id}`, { method: 'PATCH', body: update })
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
