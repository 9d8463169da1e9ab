import type { AdminUserRow, AdminUserUpdate } from '@khela/contracts/admin-users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminUsersQueryKey } from './find-admin-users.ts'

export interface UserUpdate {
  userId: string
  update: AdminUserUpdate
}

export function updateAdminUser({ userId, update }: UserUpdate): Promise<AdminUserRow> {
  return apiRequest<AdminUserRow>(`/api/admin/users/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: update,
  })
}

/** Renames a user or changes their role, then refetches the list and the open profile. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAdminUser,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  })
}
