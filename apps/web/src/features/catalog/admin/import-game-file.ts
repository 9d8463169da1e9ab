import type { GameFileUpload } from '@khela/contracts/provider-setup'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'
import { adminGamesQueryKey } from './find-admin-games.ts'
import { adminProvidersQueryKey } from './find-admin-providers.ts'

export function importGameFile({ code, file }: { code: string; file: GameFileUpload }) {
  return api(adminCatalogApi.importGameFile, {
    params: { code },
    body: file, // Thousands of rows in one transaction on a slow database.
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
