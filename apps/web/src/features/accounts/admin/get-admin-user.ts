import type { AdminUserDetails } from '@khela/contracts/admin-users'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminUsersApi from '../../../lib/endpoints/admin/users.ts'
import { adminUsersQueryKey } from './find-admin-users.ts'

// Under the list's key, so every change that refreshes the list refreshes an open profile too.
export const adminUserQueryKey = (userId: string) => [...adminUsersQueryKey, 'details', userId] as const

export function getAdminUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetails> {
  return api(adminUsersApi.user, { params: { userId }, signal })
}

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: adminUserQueryKey(userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
    meta: { showsOwnError: true },
  })
}
