import type { GameFileUpload, GameImportReport } from '@khela/contracts/provider-setup'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'
import { adminGamesQueryKey } from './find-admin-games.ts'
import { adminProvidersQueryKey } from './find-admin-providers.ts'

export function importGameFile({ code, file }: { code: string; file: GameFileUpload }) {
  return apiRequest<GameImportReport>(`/api/admin/catalog/providers/${code}/game-file`, {
    method: 'POST',
    body: file,
    // Thousands of rows in one transaction on a slow database.
    timeoutMs: 120_000,
  })
}

export function useImportGameFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importGameFile,
    meta: { showsOwnError: true },
    onSuccess: () =>
      Promise.all(
        [adminGamesQueryKey, adminCategoriesQueryKey, adminProvidersQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
