import type { AdminUserCreate, AdminUserRow } from '@khela/contracts/admin-users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminUsersQueryKey } from './find-admin-users.ts'

export function createAdminUser(user: AdminUserCreate): Promise<AdminUserRow> {
  return apiRequest<AdminUserRow>('/api/admin/users', { method: 'POST', body: user })
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
