import type { AdminUserCreate, AdminUserRow } from '@khela/contracts/admin-users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminUsersApi from '../../../lib/endpoints/admin/users.ts'
import { adminUsersQueryKey } from './find-admin-users.ts'

export function createAdminUser(user: AdminUserCreate): Promise<AdminUserRow> {
  return api(adminUsersApi.createUser, { body: user })
}

/** Creates a staff or partner account, then refetches the list so it shows at the top. */
export function useCreateAdminUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAdminUser,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  })
}
