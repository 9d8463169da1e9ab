import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'

/** Refused with CONFLICT while the category still holds games. */
export function deleteCategory(id: number): Promise<undefined> {
  return api(adminCatalogApi.deleteCategory, { params: { id } })
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCategory,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
  })
}
