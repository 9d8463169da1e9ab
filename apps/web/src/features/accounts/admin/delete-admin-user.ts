import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminUsersQueryKey } from './find-admin-users.ts'

/** The server anonymises the user's personal data and keeps the row, so money records still point at it. */
export function deleteAdminUser(userId: string): Promise<undefined> {
  return apiRequest<undefined>(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' })
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAdminUser,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  })
}
