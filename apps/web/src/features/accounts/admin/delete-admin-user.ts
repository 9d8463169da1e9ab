import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminUsersApi from '../../../lib/endpoints/admin/users.ts'
import { adminUsersQueryKey } from './find-admin-users.ts'

/** The server anonymises the user's personal data and keeps the row, so money records still point at it. */
export function deleteAdminUser(userId: string): Promise<undefined> {
  return api(adminUsersApi.deleteUser, { params: { userId } })
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAdminUser,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  })
}
