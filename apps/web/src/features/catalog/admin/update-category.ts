import type { AdminCategoryRow, AdminCategoryUpdate } from '@khela/contracts/admin-catalog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'

export function updateCategory({ id, update }: { id: number; update: AdminCategoryUpdate }) {
  return apiRequest<AdminCategoryRow>(`/api/admin/catalog/categories/${id}`, {
    method: 'PATCH',
    body: update,
  })
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
