import type { AdminCategoryUpdate } from '@khela/contracts/admin-catalog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'

export function updateCategory({ id, update }: { id: number; update: AdminCategoryUpdate }) {
  return api(adminCatalogApi.updateCategory, { params: { id }, body: update })
}

/** A move shifts the other categories' positions, so the whole list is read again. */
export function useUpdateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCategory,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
  })
}
