import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminCategoriesQueryKey } from './find-admin-categories.ts'

/** Refused with CONFLICT while the category still holds games. */
export function deleteCategory(id: number): Promise<undefined> {
  return apiRequest<undefined>(`/api/admin/catalog/categories/${id}`, { method: 'DELETE' })
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCategory,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoriesQueryKey }),
  })
}
