import type { AdminCategoryCreate, AdminCategoryRow } from '@khela/contracts/admin-catalog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'

export function createCategory(category: AdminCategoryCreate): Promise<AdminCategoryRow> {
  return apiRequest<AdminCategoryRow>('/api/admin/catalog/categories', { method: 'POST', body: category })
}

export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCategory,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
  })
}
