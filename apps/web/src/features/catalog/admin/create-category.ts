import type { AdminCategoryCreate, AdminCategoryRow } from '@khela/contracts/admin-catalog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCatalogApi from '../../../lib/endpoints/admin/catalog.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'

export function createCategory(category: AdminCategoryCreate): Promise<AdminCategoryRow> {
  return api(adminCatalogApi.createCategory, { body: category })
}

export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCategory,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
  })
}
