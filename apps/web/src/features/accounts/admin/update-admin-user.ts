import type { AdminUserRow, AdminUserUpdate } from '@khela/contracts/admin-users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminUsersApi from '../../../lib/endpoints/admin/users.ts'
import { adminUsersQueryKey } from './find-admin-users.ts'

export interface UserUpdate {
  userId: string
  update: AdminUserUpdate
}

export function updateAdminUser({ userId, update }: UserUpdate): Promise<AdminUserRow> {
  return api(adminUsersApi.updateUser, { params: { userId }, body: update })
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
