import type { AdminUserPage } from '@khela/contracts/admin-users'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminUsersApi from '../../../lib/endpoints/admin/users.ts'
import type { UsersFilter } from './users-filter.ts'

export const adminUsersQueryKey = ['admin', 'users'] as const

/** Enough rows to scan on a laptop without the phone view becoming a long scroll. */
export const USERS_PAGE_SIZE = 20

export function findAdminUsers({ search, page }: UsersFilter, signal?: AbortSignal): Promise<AdminUserPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) })
  if (search) query.set('search', search)
  return api(adminUsersApi.users, { query, signal })
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useAdminUsers(filter: UsersFilter) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, filter],
    queryFn: ({ signal }) => findAdminUsers(filter, signal),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}
